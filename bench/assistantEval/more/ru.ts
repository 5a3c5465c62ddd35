import { faq, knowledge, legalDocument, offtopic, program, type EvalCase } from '../types.js'

/** Second Russian batch: chat questions written as farmers and other visitors from the regions type them on a phone, with typos, translit and traps. */
export const ru: EvalCase[] = [
  // Knowledge base
  { lang: 'ru', text: 'кроме кредитов фонд ещё какую-то помощь фермерам оказывает?', expect: knowledge('What kinds of support does the Fund offer?'), note: 'colloquial, names loans' },
  { lang: 'ru', text: 'kak podat na finansirovanie, mozhno cherez sayt ili nado ehat v filial', expect: knowledge('How do I apply for financing?'), note: 'translit, names branch' },
  { lang: 'ru', text: 'Какие бумажки надо собрать для займа? кроме паспорта руководителя что ищо', expect: knowledge('What documents do I need for a loan?'), note: 'typo: ищо, synonym займ' },
  { lang: 'ru', text: 'для лизинга сеялки и культиватора что из документов готовить?', expect: knowledge('What documents do I need to lease machinery?'), note: 'implements, not tractor' },
  { lang: 'ru', text: 'на дотацию какой пакет бумаг нужен? реквизиты банка тоже надо?', expect: knowledge('What documents do I need to apply for a subsidy?'), note: 'synonym дотация' },
  { lang: 'ru', text: 'у меня нет недвижимости чтоб заложить, кредит всё равно дадут? может родственник поручится', expect: knowledge('What collateral does the Fund accept?'), note: 'inflected, no word залог' },
  { lang: 'ru', text: 'можно первое время платить лишь процент без основного долга? в каких программах так', expect: knowledge('What is a grace period and which programs have one?'), note: 'describes grace period without naming it' },
  { lang: 'ru', text: 'урожай хорошо продал, хочу вернуть всю ссуду раньше срока. штраф не возьмут?', expect: knowledge('Can I repay a loan early?'), note: 'synonym ссуда, trap: штраф' },
  { lang: 'ru', text: 'что будит если задержу оплату недели на две', expect: knowledge('What happens if I miss a payment?'), note: 'typo: будит, no punctuation' },
  {
    lang: 'ru',
    text: 'Здравствуйте. у нас в Байсуне в мае градом побило абрикосы и пшеницу, процентов 60 урожая пропало. кредит брали через ваш фонд, платить теперь нечем. можно как-то перенести платежи?',
    expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'),
    note: 'long, inflected градом, trap: нечем платить',
  },
  { lang: 'ru', text: 'а полис обязательно покупать если беру коров в лизинг? сколько он стоит примерно', expect: knowledge('Do I have to insure my crop, machinery or livestock?'), note: 'names cattle leasing' },
  { lang: 'ru', text: 'за что могут не одобрить заявку? у меня небольшой долг по налогам висит', expect: knowledge('Why can an application be refused?'), note: 'trap: tax arrears (FAQ eligibility)' },
  { lang: 'ru', text: 'в районом филиале специалист накричал и выгнал меня, куда на него можно накатать?', expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'), note: 'typo: районом, slang накатать' },
  { lang: 'ru', text: 'мне пришло что рассмотрение моей жалобы переносят ещё на месяц. это нормально вообще?', expect: knowledge('Why was the answer term of my appeal extended?'), note: 'trap: жалоба' },
  { lang: 'ru', text: 'до скольки работаете в пятницу и куда к вам подъехать в ташкенте', expect: knowledge('Where is the reception and when is it open?'), note: 'no punctuation' },
  { lang: 'ru', text: 'скинте номер куда звонить по вопросам фонда', expect: knowledge('What is the helpline number?'), note: 'typo: скинте' },
  { lang: 'ru', text: 'я из ургенча, у вас тут есть представительсво или только в ташкент ехать?', expect: knowledge('Does the Fund have regional branches?'), note: 'typo: представительсво, city name' },
  { lang: 'ru', text: 'сдал документы на кредит в филиал месяц назад и тишина. как узнать что с ними', expect: knowledge('How can I find out the status of my financing application?'), note: 'trap: review time FAQ' },
  { lang: 'ru', text: 'Хозяйство зарегистрировали тока в марте, кредитов раньше никогда не брали. Нам дадут?', expect: knowledge('Can a newly registered farm get financing?'), note: 'colloquial тока' },
  { lang: 'ru', text: 'какой потолок по сумме у вас, до скольки миллиардов можно набрать?', expect: knowledge('How much financing can I get?'), note: 'synonym потолок' },
  { lang: 'ru', text: 'дадите кридит на легковушку для хозяйства? дамас или кобальт', expect: knowledge('What does the Fund not finance?'), note: 'typo: кридит, car brands' },
  { lang: 'ru', text: 'комбайн взял в лизинг 3 года назад, могу его перепродать соседу пока не выплатил', expect: knowledge('Who owns leased machinery, and when does it become mine?'), note: 'no punctuation' },
  {
    lang: 'ru',
    text: 'теплицу строю на ваш кредит. на солнечные панели к ней могу ещё и субсидию получить или что-то одно?',
    expect: knowledge('Can I combine a loan and a subsidy for the same project?'),
    note: 'trap: names greenhouse programs',
  },
  { lang: 'ru', text: 'трактор импортный, цена в евро. если сум подешевеет, мне платить больше придеться?', expect: knowledge('Are loans and leasing in soums or in foreign currency?'), note: 'typo: придеться, euro not dollar' },
  { lang: 'ru', text: 'за рассмотрение документов вы деньги берёте?', expect: knowledge('Do I have to pay anything to apply?'), note: 'short' },
  { lang: 'ru', text: 'в филиале намекнули что без «благодарности» бумаги не пройдут. куда об этом сообщить?', expect: knowledge('How do I report a bribe request or other corruption?'), note: 'euphemism for bribe' },
  { lang: 'ru', text: 'zemlya u menya arendovannaya u hokimiyata na 10 let, dadut li kredit ili nado svoyu', expect: knowledge('Can I get financing if I farm rented land?'), note: 'translit' },
  { lang: 'ru', text: 'фонд сам забирает пшиницу у фермеров после уборки или покупателя мне искать?', expect: knowledge('Does the Fund buy my harvest?'), note: 'typo: пшиницу' },
  { lang: 'ru', text: 'набираете ли сотрудников в самаркандский филиал? я агроном по образованию', expect: knowledge('Does the Fund have job vacancies?'), note: 'trap: филиал, агроном' },

  // FAQ
  { lang: 'ru', text: 'а дехканское хозяйство может у вас кредит взять или только фермеры?', expect: faq('Who can get a loan from the Fund?'), note: 'colloquial' },
  { lang: 'ru', text: 'под скока процентов даёте кредит?', expect: faq('What is the interest rate on a loan?'), note: 'colloquial скока' },
  { lang: 'ru', text: 'после того как все бумаги сдал, сколько дней ждать решения?', expect: faq('How long does it take to review an application?') },
  {
    lang: 'ru',
    text: 'сколько процентов от цены трактора надо внести сразу при лизинге?',
    expect: [faq('How large is the down payment for leasing machinery?'), program('tractor-and-combine-leasing')],
    note: 'FAQ and program both answer',
  },

  // Programs
  {
    lang: 'ru',
    text: 'Наш кластер ищет оборотку под хлопок: удобрения, солярка, зарплата сезонщикам. Какие у вас условия и на какой срок?',
    expect: program('cotton-cluster-working-capital'),
    note: 'slang оборотка, солярка',
  },
  { lang: 'ru', text: 'мы семеноводческое хозяйство, элитную пшеницу выращиваем. есть для нас льготный кредит?', expect: program('seed-wheat-production'), note: 'trap: льготный (grace period)' },
  {
    lang: 'ru',
    text: 'сею товарную пшеницу на 25 гектарах, можно аванс на затраты до уборки получить? под какой процент',
    expect: program('commodity-wheat-advance'),
    note: 'trap: interest rate FAQ',
  },
  { lang: 'ru', text: 'поставил тепловой насос в теплице, сколько процентов компенсирует фонд и есть ли потолок?', expect: program('greenhouse-energy-saving'), note: 'synonym компенсирует' },
  { lang: 'ru', text: 'хочу взять голштинских тёлок в лизинг, скольк земли под корма надо иметь на одну голову', expect: program('breeding-cattle-leasing'), note: 'typo: скольк, breed name' },
  { lang: 'ru', text: 'u nas prud, razvodim karpa. mozhno vzyat kredit na malkov i korm?', expect: program('fish-farming'), note: 'translit' },
  { lang: 'ru', text: 'посадил яблоневый сад на карликовых подвоях, 3 га. сколько за гектар компенсируете?', expect: program('intensive-orchard-subsidy'), note: 'synonym карликовых for слаборослых' },
  { lang: 'ru', text: 'капельное на хлопке хочу ставить на 4 гектарах, компенсацию дадут?', expect: program('drip-irrigation-subsidy'), note: 'below the 5 ha minimum, synonym компенсация' },

  // Legal documents
  { lang: 'ru', text: 'на основании какого постановления вы кредитуете хлопкоробов и зерновиков? номер нужен', expect: legalDocument('PQ-112'), note: 'colloquial хлопкоробы' },
  { lang: 'ru', text: 'положение про лизинг техники и племенного скота ещё действует? говорят в 2025 что-то поменяли', expect: legalDocument('VMQ-480'), note: 'amended document' },
  { lang: 'ru', text: 'какой указ президента про дотации на теплицы и сады, хочу сам почитать', expect: legalDocument('PF-61'), note: 'synonym дотации' },

  // Off-topic: exchange rates
  { lang: 'ru', text: 'kakoy kurs dollara segodnya v bankah', expect: offtopic, note: 'translit, trap: dollar' },
  { lang: 'ru', text: 'почём сейчас рубль к суму? сыну в москву деньги переводить', expect: offtopic, note: 'trap: сум' },
  { lang: 'ru', text: 'где в ташкенте выгоднее всего поменять евро на сумы?', expect: offtopic, note: 'trap: сумы, Ташкент' },
  // Off-topic: weather
  { lang: 'ru', text: 'какая погода будет в джизаке на следующей неделе? хотим пшеницу убирать начинать', expect: offtopic, note: 'trap: wheat harvest' },
  { lang: 'ru', text: 'будут ли заморозки в ферганской долине в начале апреля, абрикос цветёт', expect: offtopic, note: 'trap: заморозки (disaster entry)' },
  { lang: 'ru', text: 'дошдь завтра в самарканде будет?', expect: offtopic, note: 'typo: дошдь, weather' },
  // Off-topic: sport
  { lang: 'ru', text: 'во сколько сегодня играет пахтакор и где смотреть трансляцию', expect: offtopic, note: 'trap: Pakhtakor (cotton)' },
  { lang: 'ru', text: 'кто выиграл чемпионат мира по футболу в 2022', expect: offtopic, note: 'sport' },
  { lang: 'ru', text: 'сколько золотых медалей взяли наши боксёры на последней олимпиаде?', expect: offtopic, note: 'sport' },
  // Off-topic: food
  { lang: 'ru', text: 'как вкусно пожарить картошку с луком чтоб не разваливалась', expect: offtopic, note: 'trap: potato' },
  { lang: 'ru', text: 'подскажите плиз рецепт плова по ферганский', expect: offtopic, note: 'recipe, grammar error' },
  { lang: 'ru', text: 'сколько минут жарить карпа целиком на сковородке?', expect: offtopic, note: 'trap: carp (fish farming)' },
  // Off-topic: general knowledge
  { lang: 'ru', text: 'в каком веке в средней азии начали выращивать хлопок?', expect: offtopic, note: 'trap: cotton history' },
  { lang: 'ru', text: 'кто такой амир темур и в каком году он жил', expect: offtopic, note: 'trap: reception is on Amir Temur avenue' },
  { lang: 'ru', text: 'почему аральское море высохло? из-за полива хлопка?', expect: offtopic, note: 'trap: irrigation, cotton' },
  // Off-topic: other
  { lang: 'ru', text: 'какой процент по автокредиту в капиталбанке на chevrolet tracker?', expect: offtopic, note: 'trap: car loan at a commercial bank' },
  { lang: 'ru', text: 'как поменять старый паспорт на ID-карту, куда идти и сколько стоит?', expect: offtopic, note: 'other state service' },
  { lang: 'ru', text: 'чем обработать хлопчатник от паутинного клеща?', expect: offtopic, note: 'trap: agronomy, cotton' },
  { lang: 'ru', text: 'расскажи анекдот про тракториста', expect: offtopic, note: 'trap: joke, tractor' },
  { lang: 'ru', text: 'а под семенную картошку займ дают? хотим своё семенное хозяйство вместо импортных клубней', expect: offtopic, note: 'hidden program' },
]
