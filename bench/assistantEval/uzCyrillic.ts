import { faq, knowledge, legalDocument, offtopic, person, program, type EvalCase } from './types.js'

/** Held-out visitor questions in Uzbek Cyrillic, hand-written as farmers type on phones: colloquial, typos, a third on a Russian keyboard. */
export const uzCyrillic: EvalCase[] = [
  // Answerable: knowledge entries
  {
    lang: 'uz',
    text: 'Ассалому алайкум. Сурхондарёдан фермерман, 20 гектар ерим бор. Давлат фондидан имтиёзли кредит олмоқчийдим, нимадан бошлайман, аризани қандай топширилади?',
    expect: knowledge('How do I apply for financing?'),
    note: 'long, chatty context',
  },
  { lang: 'uz', text: 'карз олиш учун канака когозлар йигиш керак', expect: knowledge('What documents do I need for a loan?'), note: 'Russian keyboard; synonyms қарз, қоғоз' },
  {
    lang: 'uz',
    text: 'Фонддан трактор ижарага олмоқчиман, ўзим билан қайси ҳужжатларни олиб борай?',
    expect: knowledge('What documents do I need to lease machinery?'),
    note: 'synonym ижара for leasing; names tractor',
  },
  {
    lang: 'uz',
    text: 'дотация олиш учун аризага нималани илова қилишим керак',
    expect: knowledge('What documents do I need to apply for a subsidy?'),
    note: 'synonym дотация; colloquial нималани',
  },
  { lang: 'uz', text: 'гаровга уйимни қўйсам бўладими ёки машина ҳам ўтаверадими', expect: knowledge('What collateral does the Fund accept?'), note: 'inflected гаровга, colloquial' },
  { lang: 'uz', text: 'кредитни вактидан олдин епсам штраф оласизларми', expect: knowledge('Can I repay a loan early?'), note: 'Russian keyboard; colloquial ёпсам' },
  {
    lang: 'uz',
    text: 'бу ой пулни тўлолмай қолсам нима бўлади? устига жарима ёзиладими',
    expect: knowledge('What happens if I miss a payment?'),
    note: 'colloquial, no word кечиктириш',
  },
  {
    lang: 'uz',
    text: 'бу йил қурғоқчилик бўлиб сув етмади, ҳосилим ярмига тушди. кредитни тўлашни бироз кейинга суриб беришадими?',
    expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'),
    note: 'long, context; deferral in own words',
  },
  {
    lang: 'uz',
    text: 'сугурта килиш шартми ёки ихтиёрийми? лизингга олган молларимни хам сугурталаш керакми',
    expect: knowledge('Do I have to insure my crop, machinery or livestock?'),
    note: 'Russian keyboard',
  },
  {
    lang: 'uz',
    text: 'аризамга йўқ дейишди. қанақа сабабларга кўра бермасликлари мумкин ўзи',
    expect: knowledge('Why can an application be refused?'),
    note: 'colloquial, no word рад',
  },
  {
    lang: 'uz',
    text: 'туман филиалидаги ходим ишимни атайин чўзяпти, ҳар куни эртага келинг дейди. устидан қаерга арз қилсам бўлади',
    expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'),
    note: 'synonym арз қилмоқ, no word шикоят',
  },
  {
    lang: 'uz',
    text: 'мурожат ёзгандим, телефонимга код келди. жавобни қаердан кўрсам бўлади?',
    expect: knowledge('How can I track my appeal?'),
    note: 'typo: мурожат; no word ҳолат',
  },
  { lang: 'uz', text: 'офисингиз каерда, шанба куни хам очикми', expect: knowledge('Where is the reception and when is it open?'), note: 'Russian keyboard; офис for приёмная' },
  { lang: 'uz', text: 'сизларга кайси номерга кунгирок килса булади?', expect: knowledge('What is the helpline number?'), note: 'Russian keyboard; no word ишонч телефони' },
  {
    lang: 'uz',
    text: 'Фермер хўжалигимни ўтган ойда рўйхатдан ўтказдим, ҳали ҳеч қаердан қарз олмаганман. Менга ҳам молиялаштириш беришадими?',
    expect: knowledge('Can a newly registered farm get financing?'),
    note: 'no credit history in own words',
  },
  { lang: 'uz', text: 'фонд энг кўпи билан нечпул беради? битта фермерга лимит борми', expect: knowledge('How much financing can I get?'), note: 'colloquial нечпул' },
  { lang: 'uz', text: 'Нексия олишимга кредит берасизларми?', expect: knowledge('What does the Fund not finance?'), note: 'names a car model; answered by the not-financed entry' },
  {
    lang: 'uz',
    text: 'лизингаги тракторни сотиб юборсам бўладими? у қачон тўлиқ ўзимники бўлади',
    expect: knowledge('Who owns leased machinery, and when does it become mine?'),
    note: 'typo: лизингаги',
  },
  {
    lang: 'uz',
    text: 'компенсация пулини неча кунда утказиб беришади, накд бериладими',
    expect: knowledge('When and how is a subsidy paid?'),
    note: 'Russian keyboard; synonym компенсация',
  },
  {
    lang: 'uz',
    text: 'боғим учун аввал кредит олгандим, шу боғга яна субсидия ҳам берилармикан ёки битта нарсага иккита ёрдам бўлмайдими',
    expect: knowledge('Can I combine a loan and a subsidy for the same project?'),
    note: 'trap: names orchard',
  },
  {
    lang: 'uz',
    text: 'лизинг шартномси долларда тузиладими? курс кўтарилса тўловим ҳам ошиб кетадими',
    expect: knowledge('Are loans and leasing in soums or in foreign currency?'),
    note: 'typo: шартномси; mentions dollar but answerable',
  },
  { lang: 'uz', text: 'ариза топширишга бирор тулов олинадими ёки текинми', expect: knowledge('Do I have to pay anything to apply?'), note: 'Russian keyboard; synonym текин' },
  {
    lang: 'uz',
    text: 'филиалдаги бир ходим кредитни тез чиқариш учун пул сўраяпти, буни кимга хабар қилсам бўлади',
    expect: knowledge('How do I report a bribe request or other corruption?'),
    note: 'no word пора or коррупция',
  },
  {
    lang: 'uz',
    text: 'ерим ўзимники эмас, ҳокимиятдан 10 йилга ижарага олганман. шунга ҳам кирдит берилармикан',
    expect: knowledge('Can I get financing if I farm rented land?'),
    note: 'typo: кирдит; ижара here means land lease',
  },
  {
    lang: 'uz',
    text: 'лизингдаги комбайним бузилиб колди, ким тузатиб беради, пули узимдан кетадими',
    expect: knowledge('Who repairs and services leased machinery?'),
    note: 'Russian keyboard; no word таъмир',
  },
  { lang: 'uz', text: 'сизларда ишласа бўладими? иқтисодчиман, резумени қаерга юборай', expect: knowledge('Does the Fund have job vacancies?'), note: 'typo: резумени; no word вакансия' },

  // Answerable: equally answered by two records
  {
    lang: 'uz',
    text: 'пахта терим машинасини лизингга олсам, бошида қанча пул тўлашим керак бўлади?',
    expect: [faq('How large is the down payment for leasing machinery?'), program('cotton-picker-leasing')],
    note: 'down payment in own words',
  },
  {
    lang: 'uz',
    text: 'иссикхона курилишига кредит олсам, биринчи икки йил факат фоизини тулайманми?',
    expect: [knowledge('What is a grace period and which programs have one?'), program('greenhouse-construction')],
    note: 'Russian keyboard; grace period described, not named',
  },
  {
    lang: 'uz',
    text: 'ўзимизда ишлаб чиқарилган тракторни лизингга олсам фоизи арзонроқ бўлади дейишди, тўғрими?',
    expect: [knowledge('Can I choose the brand and supplier of the machine I lease?'), program('tractor-and-combine-leasing')],
    note: 'local machinery rate',
  },

  // Answerable: FAQs
  {
    lang: 'uz',
    text: 'дехкон хужалиги булсак хам кредит берасизларми ёки факат фермерларгами',
    expect: faq('Who can get a loan from the Fund?'),
    note: 'Russian keyboard',
  },
  {
    lang: 'uz',
    text: 'ҳамма ҳужжатни топширдим, аризамни неча кунда кўриб чиқишади?',
    expect: faq('How long does it take to review an application?'),
    note: 'colloquial',
  },

  // Answerable: programs
  {
    lang: 'uz',
    text: '3 гектар пахтазорим бор, томчилатиб суғоришга ўтсам ёрдам пули беришадими?',
    expect: program('drip-irrigation-subsidy'),
    note: 'synonym ёрдам пули; 3 ha is under the minimum',
  },
  {
    lang: 'uz',
    text: 'интенсив олма бог киляпман, гектарига неча пул дотатсия беришади',
    expect: program('intensive-orchard-subsidy'),
    note: 'Russian keyboard; typo: дотатсия',
  },
  {
    lang: 'uz',
    text: 'зотли сигир лизнги бор экан, олдиндан қанча тўланади ва неча йилга беришади?',
    expect: program('breeding-cattle-leasing'),
    note: 'synonym зотли сигир; typo: лизнги',
  },
  { lang: 'uz', text: 'балик ховузим бор, малёк ва ем олиш учун кредит бериладими', expect: program('fish-farming'), note: 'Russian keyboard; малёк' },
  {
    lang: 'uz',
    text: 'уруғлик ғалла етиштирамиз, бизга алоҳида имтиёзли кридит борми, муддати неча ой',
    expect: program('seed-wheat-production'),
    note: 'typo: кридит; synonym ғалла',
  },
  {
    lang: 'uz',
    text: 'иссиқхонамга иссиқлик насоси ва қуёш панелари қўйдим, харажатимни қисман қайтариб беришадими? энг кўпи қанча',
    expect: program('greenhouse-energy-saving'),
    note: 'typo: панелари; reimbursement in own words',
  },

  // Answerable: legal documents
  { lang: 'uz', text: 'ПҚ-112 деган қарорни эшитдим, унда нима дейилган?', expect: legalDocument('PQ-112'), note: 'number in Cyrillic' },
  {
    lang: 'uz',
    text: 'техника ва чорва молларини лизингга бериш тартиби кайси низомда ёзилган',
    expect: legalDocument('VMQ-480'),
    note: 'Russian keyboard; no number',
  },
  {
    lang: 'uz',
    text: 'боғдорчилик ва иссиқхоналарни ривожлантириш бўйича Президент фармони чиққан экан, шу ҳақда маълумот борми',
    expect: legalDocument('PF-61'),
    note: 'no number',
  },

  // Off-topic: exchange rates
  { lang: 'uz', text: 'бугун доллар неча сўм бўлди?', expect: offtopic, note: 'trap: dollar and soum' },
  { lang: 'uz', text: 'марказий банк курси буйича евро канча хозир', expect: offtopic, note: 'trap: Central Bank rate; Russian keyboard' },
  { lang: 'uz', text: 'рублни сўмга қаерда қулай алмаштирса бўлади, курси қанча', expect: offtopic, note: 'exchange rate' },

  // Off-topic: weather
  { lang: 'uz', text: 'келаси ҳафта Жиззахда ёмғир ёғадими? буғдой ўримини бошламоқчимиз', expect: offtopic, note: 'trap: wheat harvest' },
  { lang: 'uz', text: 'эртага Самаркандда хаво неча градус булади', expect: offtopic, note: 'weather; Russian keyboard' },
  { lang: 'uz', text: 'баҳорда қора совуқ тушадими бу йил, синоптиклар нима деяпти', expect: offtopic, note: 'trap: frost (named in the insurance entry)' },

  // Off-topic: sport
  { lang: 'uz', text: 'Пахтакор кечаги ўйинда ютдими? ҳисоб неча бўлди', expect: offtopic, note: 'trap: football club named after cotton' },
  { lang: 'uz', text: 'Ўзбекистон терма жамоаси жаҳон чемпионатида кимга қарши ўйнайди', expect: offtopic, note: 'sport' },
  { lang: 'uz', text: 'олимпиадада узбек боксчилари нечта олтин олди', expect: offtopic, note: 'sport; Russian keyboard' },

  // Off-topic: food and recipes
  { lang: 'uz', text: 'картошкани қандай қовурсам тагига ёпишмайди?', expect: offtopic, note: 'trap: potato' },
  { lang: 'uz', text: 'сумалакни кандай пиширишади, бугдойни неча кун ундириш керак', expect: offtopic, note: 'trap: wheat; Russian keyboard' },
  { lang: 'uz', text: 'тўй оши учун 10 кило гуручга қанча гўшт ва сабзи солинади', expect: offtopic, note: 'recipe' },

  // Off-topic: general knowledge
  { lang: 'uz', text: 'Ўзбекистонда пахта илк бор қачон экила бошлаган? тарихини айтиб беринг', expect: offtopic, note: 'trap: cotton; history' },
  { lang: 'uz', text: 'Амир Темур нечанчи йилда туғилган', expect: offtopic, note: 'trap: Amir Temur is the street of the reception' },
  { lang: 'uz', text: 'орол денизи нима учун куриб колган', expect: offtopic, note: 'geography; Russian keyboard; typo: денизи' },

  // Off-topic: other
  { lang: 'uz', text: 'жаҳон биржасида пахта толасининг нархи ҳозир тоннасига қанча', expect: offtopic, note: 'trap: world price of cotton' },
  { lang: 'uz', text: 'Анорбанкда машина учун автокредит неча фоиздан беришяпти?', expect: offtopic, note: 'trap: car loan at a commercial bank' },
  {
    lang: 'uz',
    text: 'иссикхонадаги помидорларимнинг барги сарголиб кетяпти, нима сепсам булади',
    expect: offtopic,
    note: 'trap: greenhouse; agronomy advice; Russian keyboard',
  },
  { lang: 'uz', text: 'ID карта олиш учун қаерга бориш керак, қанча туради', expect: offtopic, note: 'other state service' },
  { lang: 'uz', text: 'телефонимга трактор пойга уйинини кандай юклаб олсам булади', expect: offtopic, note: 'trap: tractor; phone game; Russian keyboard' },
  { lang: 'uz', text: 'бошим қаттиқ оғрияпти, қайси дорини ичсам бўлади', expect: offtopic, note: 'health' },

  // Requests for a person
  { lang: 'uz', text: 'оператор билан боғлаб қўйинг илтимоз', expect: person, note: 'typo: илтимоз' },
  { lang: 'uz', text: 'бот билан эмас, тирик одам билан гаплашмокчиман', expect: person, note: 'no word оператор; Russian keyboard' },
  { lang: 'uz', text: 'менга мутахассис керак, ходимингиз ўзи жавоб берсин', expect: person, note: 'no word оператор' },
]
