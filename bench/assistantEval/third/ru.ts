import { type EvalCase, faq, knowledge, legalDocument, offtopic, program } from '../types.js'

/** Third batch, colloquial Russian as typed on a phone: inflected forms, typos, no capitals. */
export const ru: EvalCase[] = [
  // --- Off-topic: banks, cards, transfers, exchange rates ---
  { lang: 'ru', text: 'курс доллара на сегодня', expect: offtopic, note: 'short; trap: currency entry talks about the Central Bank rate' },
  {
    lang: 'ru',
    text: 'какой процент по вкладу в хамкорбанке если положить на год',
    expect: offtopic,
    note: 'bank deposit; trap: процент, банк',
  },
  {
    lang: 'ru',
    text: 'как перевести деньги с хумо на карту сбера в россию',
    expect: offtopic,
    note: 'money transfer abroad',
  },
  {
    lang: 'ru',
    text: 'потерял карту узкард что делать чтобы заблокировали',
    expect: offtopic,
    note: 'lost bank card',
  },
  {
    lang: 'ru',
    text: 'как проверить свою кредитную историю в катм бесплатно',
    expect: offtopic,
    note: 'credit bureau service; trap: кредитная история appears in the refusal and new-farm entries',
  },
  // --- Off-topic: tax, pensions, property, other government bodies ---
  {
    lang: 'ru',
    text: 'как рассчитывается налог на имущество физлиц за дом',
    expect: offtopic,
    note: 'property tax; trap: налог',
  },
  { lang: 'ru', text: 'когда проиндексируют пенсии в этом году', expect: offtopic, note: 'pension' },
  {
    lang: 'ru',
    text: 'как сделать кадастровый паспорт на дом в махалле, старый потеряли',
    expect: offtopic,
    note: 'home cadastre; trap: кадастр (rented-land entry)',
  },
  {
    lang: 'ru',
    text: 'как переоформить земельный участок под ижс на сына',
    expect: offtopic,
    note: 'property registration; trap: земельный участок',
  },
  {
    lang: 'ru',
    text: 'как получить права на трактор категории f',
    expect: offtopic,
    note: 'tractor driving licence; trap: трактор',
  },
  {
    lang: 'ru',
    text: 'где поменять паспорт на id карту в чиланзаре',
    expect: offtopic,
    note: 'other government service; trap: паспорт in the document list',
  },
  {
    lang: 'ru',
    text: 'справку о несудимости как заказать через my.gov',
    expect: offtopic,
    note: 'other government service; trap: справка',
  },
  // --- Off-topic: weather, sowing, agronomy, veterinary ---
  {
    lang: 'ru',
    text: 'будут ли заморозки в фергане на следующей неделе',
    expect: offtopic,
    note: 'weather; trap: заморозки is a disaster-deferral word',
  },
  {
    lang: 'ru',
    text: 'когда в этом году сеять хлопок в сырдарьинской обл',
    expect: offtopic,
    note: 'sowing date; trap: хлопок',
  },
  {
    lang: 'ru',
    text: 'фитофтора на помидорах в теплице чем обработать',
    expect: offtopic,
    note: 'plant disease; trap: теплица',
  },
  {
    lang: 'ru',
    text: 'какие удобрения вносить под озимую пшеницу весной и сколько на гектар',
    expect: offtopic,
    note: 'fertiliser advice; trap: пшеница, на гектар',
  },
  {
    lang: 'ru',
    text: 'как правильно обрезать яблони в интенсивном саду',
    expect: offtopic,
    note: 'pruning; trap: интенсивный сад is a subsidy program',
  },
  {
    lang: 'ru',
    text: 'у коровы мастит какой антибиотик колоть',
    expect: offtopic,
    note: 'vet advice; trap: cattle',
  },
  {
    lang: 'ru',
    text: 'чем кормить мальков карпа в пруду первый месяц',
    expect: offtopic,
    note: 'fish-keeping advice; trap: the fish farming loan finances fingerlings and feed',
  },
  // --- Off-topic: prices ---
  { lang: 'ru', text: 'почем сейчас лук на оптовке', expect: offtopic, note: 'short; market price, slang оптовка' },
  {
    lang: 'ru',
    text: 'какая закупочная цена на пшеницу у заготовителей в этом сезоне',
    expect: offtopic,
    note: 'grain price; trap: wheat delivery is in the harvest entry, prices are not',
  },
  { lang: 'ru', text: 'сколько стоит литр аи-92 в ташкенте', expect: offtopic, note: 'fuel price' },
  {
    lang: 'ru',
    text: 'где фермеру купить солярку оптом подешевле',
    expect: offtopic,
    note: 'fuel supply; trap: фермер',
  },
  // --- Off-topic: jobs, travel, education, health ---
  {
    lang: 'ru',
    text: 'вакансии агронома в казахстане с жильем',
    expect: offtopic,
    note: 'jobs elsewhere; trap: вакансии (Fund vacancy entry)',
  },
  {
    lang: 'ru',
    text: 'как попасть на сезонные работы на фермы в англию, где записываются',
    expect: offtopic,
    note: 'work abroad; trap: фермы',
  },
  { lang: 'ru', text: 'нужна ли виза в турцию', expect: offtopic, note: 'short; visa' },
  {
    lang: 'ru',
    text: 'проходной балл в ташкентский аграрный университет на бюджет',
    expect: offtopic,
    note: 'university; trap: аграрный',
  },
  {
    lang: 'ru',
    text: 'как записаться к кардиологу в районную поликлинику',
    expect: offtopic,
    note: 'health; trap: записаться на приём (reception entry)',
  },
  // --- Off-topic: sport, recipes, mobile, utilities, insurance ---
  { lang: 'ru', text: 'кто вчера выиграл пахтакор или насаф', expect: offtopic, note: 'sport; trap: Пахтакор' },
  { lang: 'ru', text: 'рецепт плова по фергански', expect: offtopic, note: 'short; recipe' },
  {
    lang: 'ru',
    text: 'как отключить платные подписки в узмобайл',
    expect: offtopic,
    note: 'mobile operator; trap: платные',
  },
  {
    lang: 'ru',
    text: 'как оплатить свет онлайн если не знаю лицевой счет',
    expect: offtopic,
    note: 'utility bill; trap: оплатить, счёт',
  },
  {
    lang: 'ru',
    text: 'почему пришел такой огромный счет за газ этой зимой',
    expect: offtopic,
    note: 'utility bill complaint; trap: complaint tone',
  },
  {
    lang: 'ru',
    text: 'сколько стоит осаго на машину на год',
    expect: offtopic,
    note: 'car insurance; trap: страховка is a Fund topic for crops and machinery',
  },
  // --- Off-topic: general knowledge, small talk ---
  { lang: 'ru', text: 'в каком году узбекистан получил независимость', expect: offtopic, note: 'history' },
  { lang: 'ru', text: 'расскажи анекдот про фермера', expect: offtopic, note: 'joke; trap: фермер' },

  // --- Answerable ---
  {
    lang: 'ru',
    text: 'что за бумаги надо принести чтоб оформить кредит на хозяйство',
    expect: knowledge('What documents do I need for a loan?'),
    note: 'бумаги for документы; typo: чтоб',
  },
  {
    lang: 'ru',
    text: 'если квартиры для заклада нет, можно ли как то без недвижимости обойтись',
    expect: knowledge('What collateral does the Fund accept?'),
    note: 'no word залог; asks about alternatives',
  },
  {
    lang: 'ru',
    text: 'что будет если я просрочу платеж на месяц-два',
    expect: knowledge('What happens if I miss a payment?'),
    note: 'colloquial',
  },
  {
    lang: 'ru',
    text: 'заморозки побили весь урожай абрикоса, можно перенести выплаты по кредиту?',
    expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'),
    note: 'names frost and apricots; trap: the weather off-topic question uses заморозки too',
  },
  {
    lang: 'ru',
    text: 'из за чего чаще всего заворачивают заявки',
    expect: knowledge('Why can an application be refused?'),
    note: 'slang заворачивают; typo: из за',
  },
  {
    lang: 'ru',
    text: 'пришло письмо что срок ответа на мое обращение продлили, с какой стати',
    expect: knowledge('Why was the answer term of my appeal extended?'),
    note: 'colloquial с какой стати',
  },
  {
    lang: 'ru',
    text: 'где у вас приемная в ташкенте и до скольки открыто',
    expect: knowledge('Where is the reception and when is it open?'),
    note: 'приемная without ё',
  },
  {
    lang: 'ru',
    text: 'мне за кредитом в банк идти или к вам в фонд',
    expect: knowledge('Do I apply through a bank or directly to the Fund?'),
    note: 'word order',
  },
  {
    lang: 'ru',
    text: 'подал заявку на лизинг неделю назад, как узнать на какой она стадии',
    expect: knowledge('How can I find out the status of my financing application?'),
    note: 'стадия for этап; trap: review-time FAQ and appeal tracking',
  },
  {
    lang: 'ru',
    text: 'дадите кредит на покупку квартиры?',
    expect: knowledge('What does the Fund not finance?'),
    note: 'sounds off-topic, but housing is in the not-financed entry',
  },
  {
    lang: 'ru',
    text: 'можно ли продать трактор который в лизинге пока не выплатил',
    expect: knowledge('Who owns leased machinery, and when does it become mine?'),
    note: 'no commas; trap: repair entry',
  },
  {
    lang: 'ru',
    text: 'сколько стоит подать заявку, есть какой то сбор?',
    expect: knowledge('Do I have to pay anything to apply?'),
    note: 'typo: какой то',
  },
  {
    lang: 'ru',
    text: 'в филиале намекнули что без благодарности не одобрят. куда сообщить?',
    expect: knowledge('How do I report a bribe request or other corruption?'),
    note: 'euphemism for a bribe; trap: complaint about an employee',
  },
  {
    lang: 'ru',
    text: 'земля у меня в аренде на 10 лет, дадут финансирование?',
    expect: knowledge('Can I get financing if I farm rented land?'),
    note: 'short and colloquial',
  },
  {
    lang: 'ru',
    text: 'фонд сам закупает хлопок у фермеров после уборки?',
    expect: knowledge('Does the Fund buy my harvest?'),
    note: 'trap: cotton programs',
  },
  {
    lang: 'ru',
    text: 'ищу работу, в самом фонде есть свободные места?',
    expect: knowledge('Does the Fund have job vacancies?'),
    note: 'job at the Fund itself, unlike the off-topic job questions',
  },
  {
    lang: 'ru',
    text: 'кластер хочет взять деньги на семена удобрения и гсм под хлопок, на какой срок дают',
    expect: program('cotton-cluster-working-capital'),
    note: 'list of costs instead of the program name',
  },
  {
    lang: 'ru',
    text: 'какой процент лизинга если трактор узбекской сборки',
    expect: [program('tractor-and-combine-leasing'), knowledge('Can I choose the brand and supplier of the machine I lease?')],
    note: 'local machinery rate is stated both in the program and the brand entry',
  },
  {
    lang: 'ru',
    text: 'поставил тепловой насос в теплице, компенсируете часть затрат?',
    expect: program('greenhouse-energy-saving'),
    note: 'names the equipment, not the program',
  },
  {
    lang: 'ru',
    text: 'сколько дают на гектар если заложить сад на карликовом подвое',
    expect: program('intensive-orchard-subsidy'),
    note: 'карликовый for слаборослый; trap: the how-much entry',
  },
  {
    lang: 'ru',
    text: 'что поменяли в положении о лизинге в 2025 году',
    expect: legalDocument('VMQ-480'),
    note: 'asks about the amendment, no number given',
  },
  {
    lang: 'ru',
    text: 'под какой процент даете кредит',
    expect: faq('What is the interest rate on a loan?'),
    note: 'short; trap: fixed-rate entry and program rates',
  },
  {
    lang: 'ru',
    text: 'как вам написать официально, через что подаются обращения',
    expect: faq('How can I send an appeal to the Fund?'),
    note: 'trap: complaint entry and helpline',
  },
  {
    lang: 'ru',
    text: 'кто вообще может у вас кредит получить, кооперативу можно?',
    expect: faq('Who can get a loan from the Fund?'),
    note: 'colloquial word order',
  },
]
