import { faq, knowledge, legalDocument, offtopic, person, program, type EvalCase } from './types.js'

/**
 * The evaluation set of issue 12, on which the handoff threshold was chosen: tuning material only, never held out.
 * Visitor messages as they are typed on a phone, with the source a good answer comes from. Uzbek comes in Latin (with
 * ASCII apostrophes, a backtick or none at all) and in Cyrillic, some on a Russian keyboard; the session language is
 * `uz` either way. Paraphrases, never copies of the entries' questions; `typo:` notes mark the misspellings.
 */
export const issue12: EvalCase[] = [
  // Uzbek, Latin script
  { lang: 'uz', text: 'jamgarma fermerlarga qanaqa yordam beradi', expect: knowledge('What kinds of support does the Fund offer?'), note: 'no apostrophes' },
  { lang: 'uz', text: 'kredit olsam garovga nima qo`yish kerak', expect: knowledge('What collateral does the Fund accept?'), note: 'backtick for the apostrophe' },
  { lang: 'uz', text: "muddatidan oldin to'lab qo'ysam jarima bormi", expect: knowledge('Can I repay a loan early?') },
  { lang: 'uz', text: 'tomchilatib sugorish uchun subsidiya gektariga qancha beriladi', expect: program('drip-irrigation-subsidy'), note: 'no apostrophes' },
  { lang: 'uz', text: "Murojaat kodim bor, holatini qayerdan ko'raman?", expect: knowledge('How can I track my appeal?') },
  { lang: 'uz', text: 'qabulxona shanba kuni ishlaydimi', expect: knowledge('Where is the reception and when is it open?') },
  { lang: 'uz', text: 'kridit olish uchun ariza qayerga topshiriladi', expect: knowledge('How do I apply for financing?'), note: 'typo: kridit' },
  { lang: 'uz', text: "Jamg'armada ishga kirsa bo'ladimi, vakansiya bormi?", expect: knowledge('Does the Fund have job vacancies?') },
  { lang: 'uz', text: 'operator bilan gaplashmoqchiman', expect: person, note: 'asks for a person' },
  { lang: 'uz', text: 'tirik odam bilan gaplashsam boladimi, bot emas', expect: person, note: 'asks for a person, no apostrophes' },
  { lang: 'uz', text: "ertaga Samarqandda havo qanday bo'ladi?", expect: offtopic, note: 'outside the content: weather' },
  { lang: 'uz', text: "Arizam qaysi bosqichda, qanday bilsam bo'ladi? sms kelmadi", expect: knowledge('How can I find out the status of my financing application?') },
  { lang: 'uz', text: "Kim kredit ola oladi? dehqon xo'jaligi ham olsa bo'ladimi", expect: faq('Who can get a loan from the Fund?') },
  { lang: 'uz', text: 'naslli gunajin lizngi shartlari qanaqa', expect: program('breeding-cattle-leasing'), note: "typo: lizng; g'unajin without the apostrophe" },
  { lang: 'uz', text: 'uy olish uchun kredit berasizlarmi', expect: knowledge('What does the Fund not finance?') },
  { lang: 'uz', text: "subsidya pulini qachon o'tkazib berasizlar", expect: knowledge('When and how is a subsidy paid?'), note: 'typo: subsidya' },
  { lang: 'uz', text: "lizingdagi traktor to'lab bo'lgandan keyin meniki bo'ladimi", expect: knowledge('Who owns leased machinery, and when does it become mine?') },
  {
    lang: 'uz',
    text: 'dol urib hosil nobud boldi, kreditni tolashni kechiktirsa boladimi',
    expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'),
    note: 'no apostrophes',
  },

  // Uzbek, Cyrillic script
  { lang: 'uz', text: 'Трактор лизингга олиш учун қандай ҳужжатлар керак?', expect: knowledge('What documents do I need to lease machinery?') },
  { lang: 'uz', text: 'Оператор билан боғланмоқчиман', expect: person, note: 'asks for a person' },
  { lang: 'uz', text: 'Ҳосилни суғурта қилиш шартми?', expect: knowledge('Do I have to insure my crop, machinery or livestock?') },
  { lang: 'uz', text: 'Ишонч телефони ракамини айтинг', expect: knowledge('What is the helpline number?'), note: 'Russian keyboard: к for қ' },
  { lang: 'uz', text: 'Балиқчилик хўжалиги учун кредит шартлари қанақа?', expect: program('fish-farming') },
  { lang: 'uz', text: 'Тўловни кечиктирсам қанча пеня ҳисобланади?', expect: knowledge('What happens if I miss a payment?') },
  { lang: 'uz', text: 'Директор қабулига қандай ёзилсам бўлади?', expect: knowledge("When does the Fund's management receive citizens?") },
  {
    lang: 'uz',
    text: 'Филиал аризамни қабул қилмади, қаерга шикоят қилсам бўлади?',
    expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'),
  },
  { lang: 'uz', text: 'ПФ-61 фармони нима ҳақида? Боғдорчилик ва иссиқхоналарга оид', expect: legalDocument('PF-61'), note: 'the number in Cyrillic letters' },
  { lang: 'uz', text: 'Ариза неча кунда кўриб чиқилади?', expect: faq('How long does it take to review an application?') },
  {
    lang: 'uz',
    text: 'Пора сурашди, каерга хабар берсам булади?',
    expect: knowledge('How do I report a bribe request or other corruption?'),
    note: 'Russian keyboard: у for ў, к for қ',
  },
  { lang: 'uz', text: 'Субсидя олиш учун қандай ҳужжатлар топшириш керак', expect: knowledge('What documents do I need to apply for a subsidy?'), note: 'typo: субсидя' },

  // Russian
  { lang: 'ru', text: 'соедините с оператором пожалуйста', expect: person, note: 'asks for a person' },
  { lang: 'ru', text: 'какой счёт был вчера в матче Пахтакор – Навбахор?', expect: offtopic, note: 'outside the content: football (Пахтакор is not cotton)' },
  { lang: 'ru', text: 'какой процент по кредиту у фонда?', expect: faq('What is the interest rate on a loan?') },
  { lang: 'ru', text: 'кредит на семенную пшеницу элита, какие условия?', expect: program('seed-wheat-production') },
  { lang: 'ru', text: 'почему мне отказали в кредите?', expect: knowledge('Why can an application be refused?') },
  { lang: 'ru', text: 'земля в аренде, дадут ли кредит?', expect: knowledge('Can I get financing if I farm rented land?') },
  { lang: 'ru', text: 'кредит в долларах или в сумах?', expect: knowledge('Are loans and leasing in soums or in foreign currency?') },
  { lang: 'ru', text: 'где почитать положение о лизинге сельхозтехники и племенного скота', expect: legalDocument('VMQ-480') },
  { lang: 'ru', text: 'кто платит за ремонт трактора пока он в лизинге', expect: knowledge('Who repairs and services leased machinery?') },
  {
    lang: 'ru',
    text: 'лизнг трактора, марку можно выбрать самому?',
    expect: knowledge('Can I choose the brand and supplier of the machine I lease?'),
    note: 'typo: лизнг',
  },
  { lang: 'ru', text: 'есть ли у вас филиал в Фергане?', expect: knowledge('Does the Fund have regional branches?') },
  { lang: 'ru', text: 'поможете составить бизнесс план для фермы?', expect: knowledge('Can the Fund help me prepare a business plan?'), note: 'typo: бизнесс' },
  { lang: 'ru', text: 'написали что срок ответа по моему обращению продлили, почему?', expect: knowledge('Why was the answer term of my appeal extended?') },
  { lang: 'ru', text: 'можно взять кредит на теплицу и ещё получить субсидию?', expect: knowledge('Can I combine a loan and a subsidy for the same project?') },
  { lang: 'ru', text: 'кредит оформлять в банке или у вас в фонде?', expect: knowledge('Do I apply through a bank or directly to the Fund?') },

  // English
  { lang: 'en', text: 'I want to talk to a real person', expect: person, note: 'asks for a person' },
  { lang: 'en', text: 'can you recommend a good plov recipe?', expect: offtopic, note: 'outside the content: cooking' },
  { lang: 'en', text: 'subsidy for planting a new apple orchard on dwarf rootstock, how much per hectare?', expect: program('intensive-orchard-subsidy') },
  { lang: 'en', text: 'is there a subsidy for solar panels and a heat pump in my greenhous?', expect: program('greenhouse-energy-saving'), note: 'typo: greenhous' },
  {
    lang: 'en',
    text: 'is the interst rate fixed or can the bank raise it later?',
    expect: knowledge('Is the interest rate fixed for the whole term?'),
    note: 'typo: interst',
  },
  { lang: 'en', text: 'how do i pay back the loan, can i pay after harvest?', expect: knowledge('How do I repay a loan or leasing?') },
  { lang: 'en', text: 'Do I need to pay any fee to submit an application?', expect: knowledge('Do I have to pay anything to apply?') },
  { lang: 'en', text: 'I registered my farm last month and have no credit history. Can I still apply?', expect: knowledge('Can a newly registered farm get financing?') },
  { lang: 'en', text: 'where can I read resolution PQ-112 on financial support for farmers', expect: legalDocument('PQ-112') },
  { lang: 'en', text: 'what papers should I bring to get credit for my farm', expect: knowledge('What documents do I need for a loan?') },
  { lang: 'en', text: 'does the fund buy cotton from farmers?', expect: knowledge('Does the Fund buy my harvest?') },
  { lang: 'en', text: 'how big is the down payment if I lease farm machinery?', expect: faq('How large is the down payment for leasing machinery?') },
  { lang: 'en', text: 'whats the max amount i can borrow', expect: knowledge('How much financing can I get?') },
  { lang: 'en', text: 'is there a period where I only pay interest and not the principal?', expect: knowledge('What is a grace period and which programs have one?') },
]
