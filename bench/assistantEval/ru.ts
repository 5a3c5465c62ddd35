import { faq, knowledge, legalDocument, offtopic, person, program, type EvalCase } from './types.js'

/** Hand-written as visitors in Uzbekistan type Russian in a chat (colloquial, inflected, typos, some translit), labelled from the seed content only. */
export const ru: EvalCase[] = [
  // Answerable: knowledge entries
  { lang: 'ru', text: 'а чем вообще фонд помогает фермерам? только деньги в долг или ещё что то есть', expect: knowledge('What kinds of support does the Fund offer?'), note: 'colloquial: деньги в долг' },
  { lang: 'ru', text: 'подскажите по шагам как получить финансирование от вас. через сайт можно оформить или только ногами идти?', expect: knowledge('How do I apply for financing?'), note: 'colloquial, no word заявка' },
  { lang: 'ru', text: 'chto nado sobrat iz bumag chtob vzyat u vas kredit', expect: knowledge('What documents do I need for a loan?'), note: 'translit, бумаги for документы' },
  { lang: 'ru', text: 'хочу тракор взять в лизинг какие справки готовить', expect: knowledge('What documents do I need to lease machinery?'), note: 'typo: тракор; справки for документы' },
  { lang: 'ru', text: 'машина или оборудование подойдут залогом? дома в собственности нет', expect: knowledge('What collateral does the Fund accept?'), note: 'inflected: залогом' },
  { lang: 'ru', text: 'если урожай хороший будет, можно ссуду закрыть раньше срока? штрафа не будет?', expect: knowledge('Can I repay a loan early?'), note: 'synonym ссуда, закрыть раньше срока' },
  { lang: 'ru', text: 'esli zaderzhu oplatu po kreditu na paru nedel chto mne budet', expect: knowledge('What happens if I miss a payment?'), note: 'translit' },
  { lang: 'ru', text: 'в мае непогода побила все сады, урожая почти нет. как теперь платить по займу, могут перенести?', expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'), note: 'synonym займ; непогода, no disaster word' },
  { lang: 'ru', text: 'если урожай под сезонный кредит, полис обязательно покупать или по желанию?', expect: knowledge('Do I have to insure my crop, machinery or livestock?'), note: 'полис, no word страховка' },
  { lang: 'ru', text: 'из-за чего обычно не одобряют заявку? хочу заранее подготовится', expect: knowledge('Why can an application be refused?'), note: 'typo: подготовится; не одобряют for отказ' },
  { lang: 'ru', text: 'сотрудник в каршинском филиале нагрубил и не взял документы, куда на него написать?', expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'), note: 'no word жалоба' },
  { lang: 'ru', text: 'отправлял обрашение неделю назад, пришёл какой-то код в смс. где посмотреть что с ним', expect: knowledge('How can I track my appeal?'), note: 'typo: обрашение; colloquial' },
  { lang: 'ru', text: 'где вы находитесь в ташкенте? хочу лично подъехать, в субботу открыто?', expect: knowledge('Where is the reception and when is it open?'), note: 'no word приёмная' },
  { lang: 'ru', text: 'хочу лично встретиться с руководителем фонда, в какие дни он принимает людей', expect: knowledge("When does the Fund's management receive citizens?"), note: 'inflected: руководителем' },
  { lang: 'ru', text: 'мне в какой банк идти за вашим кредитом, или фонд сам деньги выдаёт?', expect: knowledge('Do I apply through a bank or directly to the Fund?'), note: 'colloquial' },
  { lang: 'ru', text: 'фермерское хозяйсво только месяц как открыл, никакой истории по кредитам нет. мне дадут?', expect: knowledge('Can a newly registered farm get financing?'), note: 'typo: хозяйсво' },
  { lang: 'ru', text: 'какой потолок по сумме? сколько вообще можно получить денег у фонда на одно хозяйство', expect: knowledge('How much financing can I get?'), note: 'synonym потолок' },
  { lang: 'ru', text: 'а на покупку машины для семьи можно у вас кредит взять?', expect: knowledge('What does the Fund not finance?'), note: 'car: answered by the exclusions entry, not off-topic' },
  { lang: 'ru', text: 'трактор пока идёт срок лизинга чей считается, мой или ваш? продать его можно если что?', expect: knowledge('Who owns leased machinery, and when does it become mine?'), note: 'inflected: лизинга; colloquial' },
  { lang: 'ru', text: 'через сколько дней придут деньги по дотации после того как всё установили? наличкой можно получить?', expect: knowledge('When and how is a subsidy paid?'), note: 'synonym дотация, наличка' },
  { lang: 'ru', text: 'kredit dayut v dollarah ili tolko v sumah?', expect: knowledge('Are loans and leasing in soums or in foreign currency?'), note: 'translit' },
  { lang: 'ru', text: 'какой-то человек предлагает за деньги ускорить мою заявку в фонде. у вас что, всё платно?', expect: knowledge('Do I have to pay anything to apply?'), note: 'intermediary, long' },
  { lang: 'ru', text: 'в районном филиале намекают что без «благодарности» документы не пройдут, куда можно сообщить об этом', expect: knowledge('How do I report a bribe request or other corruption?'), note: 'euphemism, no word взятка' },
  { lang: 'ru', text: 'земля у меня не своя, арендую у хокимията на 10 лет. с такой землёй кредит дадут?', expect: knowledge('Can I get financing if I farm rented land?'), note: 'inflected: арендую, землёй' },
  { lang: 'ru', text: 'камбайн из лизинга сломался через полгода, кто его чинить должен, я или продавец?', expect: knowledge('Who repairs and services leased machinery?'), note: 'typo: камбайн; no word ремонт' },
  { lang: 'ru', text: 'вы потом урожай у нас выкупаете или самим продавать надо?', expect: knowledge('Does the Fund buy my harvest?'), note: 'trap: выкуп is the leasing ownership word' },

  // Answerable equally by two records
  { lang: 'ru', text: 'скоко первый взнос надо внести чтоб забрать трактор в рассрочку', expect: [faq('How large is the down payment for leasing machinery?'), program('tractor-and-combine-leasing')], note: 'typo: скоко; рассрочка for лизинг' },
  { lang: 'ru', text: 'если возьму тёлок в лизинг, первые месяцы можно платить только проценты без основного долга?', expect: [knowledge('What is a grace period and which programs have one?'), program('breeding-cattle-leasing')], note: 'describes the grace period without naming it' },
  { lang: 'ru', text: 'хлопкоуборочную машину можно импортную выбрать или дают только нашу?', expect: [knowledge('Can I choose the brand and supplier of the machine I lease?'), program('cotton-picker-leasing')], note: 'trap: names cotton' },
  { lang: 'ru', text: 'посадили яблоневый сад на карликовых подвоях, что нужно принести чтобы получить господдержку', expect: [knowledge('What documents do I need to apply for a subsidy?'), program('intensive-orchard-subsidy')], note: 'synonym господдержка; яблоневый сад' },

  // Answerable: programs
  { lang: 'ru', text: 'мы семеноводы, пшеницу на семена выращиваем. есть для нас отдельный кредит и под какой процент', expect: program('seed-wheat-production'), note: 'семеноводы' },
  { lang: 'ru', text: 'теплица зимой жрёт кучу газа, если поставлю солнечные батареи государство часть денег вернёт?', expect: program('greenhouse-energy-saving'), note: 'colloquial; батареи, no word субсидия' },
  { lang: 'ru', text: 'у меня пруд 3 га, карпа выращиваю. на малька и корм займ дают?', expect: program('fish-farming'), note: 'synonym займ; карп' },
  { lang: 'ru', text: 'сколько компенсируют за капельный полив на хлопке с гектара', expect: program('drip-irrigation-subsidy'), note: 'synonym компенсация, полив; trap: names cotton' },

  // Answerable: FAQ
  { lang: 'ru', text: 'а дехканское хозяйство может получить кредит или только фермерам дают?', expect: faq('Who can get a loan from the Fund?'), note: 'дехканское хозяйство' },
  { lang: 'ru', text: 'под какой % ссуду даёте?', expect: faq('What is the interest rate on a loan?'), note: 'short; % sign; synonym ссуда' },
  { lang: 'ru', text: 'skolko dney rassmatrivayut zayavku posle sdachi dokumentov', expect: faq('How long does it take to review an application?'), note: 'translit' },

  // Answerable: legal documents
  { lang: 'ru', text: 'какое постановление регулирует кредитавание хлопкоробов и зерновиков? номер подскажите', expect: legalDocument('PQ-112'), note: 'typo: кредитавание; хлопкоробы' },
  { lang: 'ru', text: 'где почитать положение по лизингу скота и техники? говорят в 2025 там что-то поменяли', expect: legalDocument('VMQ-480'), note: 'inflected: лизингу' },
  { lang: 'ru', text: 'есть указ президента про субсидию для садоводов и тепличников? как называется', expect: legalDocument('PF-61'), note: 'inflected: субсидию; садоводы, тепличники' },

  // Off-topic: exchange rates
  { lang: 'ru', text: 'какой сегодня курс долара к суму в центробанке', expect: offtopic, note: 'trap: dollar, Central Bank rate; typo: долара' },
  { lang: 'ru', text: 'где в ташкенте выгоднее поменять рубли на сумы', expect: offtopic, note: 'trap: сумы' },
  { lang: 'ru', text: 'курс евро на завтра какой прогноз', expect: offtopic, note: 'exchange rate' },

  // Off-topic: weather
  { lang: 'ru', text: 'какая погода будет в джизаке на той неделе? пшеницу убирать собираемся', expect: offtopic, note: 'trap: wheat harvest' },
  { lang: 'ru', text: 'будит ли дождь завтра в самарканде', expect: offtopic, note: 'weather; typo: будит' },
  { lang: 'ru', text: 'когда в этом году ждать заморозков в ферганской долине, боюсь за абрикосы', expect: offtopic, note: 'trap: заморозки, orchard' },

  // Off-topic: sport
  { lang: 'ru', text: 'во сколько сегодня играет пахтакор', expect: offtopic, note: 'trap: club named after cotton' },
  { lang: 'ru', text: 'кто выиграл чемпионат мира по футболу в 2022 году', expect: offtopic, note: 'sport' },
  { lang: 'ru', text: 'на каком канале покажут матч сборной узбекистана', expect: offtopic, note: 'sport' },

  // Off-topic: food
  { lang: 'ru', text: 'как вкусно пожарить картошку с луком чтоб не слиплась', expect: offtopic, note: 'trap: potato' },
  { lang: 'ru', text: 'рецепт самаркандского плова пошагово', expect: offtopic, note: 'recipe' },
  { lang: 'ru', text: 'сколько варить говядину для шурпы', expect: offtopic, note: 'trap: beef, cattle' },

  // Off-topic: general knowledge
  { lang: 'ru', text: 'в каком веке в узбекистане начали выращивать хлопок', expect: offtopic, note: 'trap: cotton, history' },
  { lang: 'ru', text: 'кто такой амир темур и чем он известен', expect: offtopic, note: 'trap: the reception is on Amir Temur avenue' },
  { lang: 'ru', text: 'кто изобрёл первый трактор', expect: offtopic, note: 'trap: tractor' },

  // Off-topic: other
  { lang: 'ru', text: 'сколько сейчас стоит хлопок на мировой бирже за тонну', expect: offtopic, note: 'trap: world cotton price' },
  { lang: 'ru', text: 'как оформить пенсию по возрасту, какие документы нужны', expect: offtopic, note: 'trap: документы; pension' },
  { lang: 'ru', text: 'на телефоне пропал мобильный интернет, что делать', expect: offtopic, note: 'phone' },
  { lang: 'ru', text: 'расскажи смешной анекдот', expect: offtopic, note: 'joke' },
  { lang: 'ru', text: 'в каком банке самый выгодный автокредит? в капиталбанке какой процент?', expect: offtopic, note: 'trap: car loan at a commercial bank' },
  { lang: 'ru', text: 'чем обработать помидоры в теплице от фитофторы', expect: offtopic, note: 'trap: greenhouse; agronomy advice' },

  // Requests for a person
  { lang: 'ru', text: 'оператора позовите пожалуста', expect: person, note: 'typo: пожалуста; inflected: оператора' },
  { lang: 'ru', text: 'соедините меня с живым человеком, бот ничего не понимает', expect: person, note: 'no word оператор' },
  { lang: 'ru', text: 'можно с вашим сотрудником пообщаться напрямую, а не с программой?', expect: person, note: 'no word оператор' },
]
