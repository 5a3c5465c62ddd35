import { faq, knowledge, legalDocument, offtopic, program, type EvalCase } from '../types.js'

/** Second batch of Uzbek Cyrillic visitor questions, hand-written from the seed content as farmers type on phones (about a third on a Russian keyboard). */
export const uzCyrillic: EvalCase[] = [
  // Knowledge entries
  {
    lang: 'uz',
    text: 'Ассалому алайкум. Сурхондарёда 15 гектар ерим бор, жамғармадан пул олиш учун биринчи навбатда нима қилишим керак, қаерга бораман?',
    expect: knowledge('How do I apply for financing?'),
    note: 'chatty, no word кредит/ариза',
  },
  { lang: 'uz', text: 'ссуда учун кайси когозларни йигиб бориш керк', expect: knowledge('What documents do I need for a loan?'), note: 'ru keyboard, synonyms ссуда/қоғоз, typo: керк' },
  {
    lang: 'uz',
    text: 'Андижондан ёзяпман. Аренда техники қилмоқчиман, янги трактор керак. Филиалга қайси ҳужжатларни олиб борай, паспорт билан ер ҳужжати етадими?',
    expect: knowledge('What documents do I need to lease machinery?'),
    note: 'mixed ru: аренда техники for leasing',
  },
  { lang: 'uz', text: 'ховлимни гаровга куйиб карз олса буладими ёки банк бошка нарса сурайдими', expect: knowledge('What collateral does the Fund accept?'), note: 'ru keyboard, ҳовли for house, қарз' },
  {
    lang: 'uz',
    text: 'Шартнома тузгандан кейин 2-3 йилда фоизни кўтариб юборишмайдими? Банклар ҳар йили ставкаларни ўзгартиряпти-ку',
    expect: knowledge('Is the interest rate fixed for the whole term?'),
    note: 'colloquial, worry phrased indirectly',
  },
  { lang: 'uz', text: 'Лизнг пулини ҳар сафар қаерга тўлайман, кассагами ё ҳисоб рақамга ўтказаманми?', expect: knowledge('How do I repay a loan or leasing?'), note: 'typo: лизнг, colloquial' },
  { lang: 'uz', text: 'агар хосил яхши булса кредитни бир йил эрта узиб куйсам булади ми, штраф йукми', expect: knowledge('Can I repay a loan early?'), note: 'ru keyboard, узиб қўйиш = pay off, split particle' },
  {
    lang: 'uz',
    text: 'Бу ой пулим етмай тўловни икки ҳафта кечиктириб қўйдим, энди нима бўлади, устига пул қўшишадими?',
    expect: knowledge('What happens if I miss a payment?'),
    note: 'inflected, no word пеня',
  },
  {
    lang: 'uz',
    text: 'Хоразмда апрел ойида қора совуқ ўрикзоримни нобуд қилди, қарзни тўлашга муҳлат беришармикан?',
    expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'),
    note: 'frost not named as disaster, synonym муҳлат',
  },
  {
    lang: 'uz',
    text: 'лизингга олган сигрларимни страховкага куйиш шартми ёки ихтиёрийми',
    expect: knowledge('Do I have to insure my crop, machinery or livestock?'),
    note: 'ru keyboard, typo: сигр, loanword страховка, trap: cattle program',
  },
  {
    lang: 'uz',
    text: 'Аризамни қайтариб беришди, кредит йўқ дейишди. Умуман қанақа сабаблар билан шундай қилишади?',
    expect: knowledge('Why can an application be refused?'),
    note: 'colloquial, no word рад',
  },
  {
    lang: 'uz',
    text: 'Жиззах филиалидаги бир хизматчи менга бақириб гапирди, ҳужжатимни ҳам қабул қилмади. Устидан кимга арз қилсам бўлади?',
    expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'),
    note: 'synonyms арз, хизматчи',
  },
  {
    lang: 'uz',
    text: 'Сайтдан мурожат юборгандим, смсда код келди. Шу код билан жавобни қаердан кўрсам бўлади?',
    expect: knowledge('How can I track my appeal?'),
    note: 'typo: мурожат',
  },
  {
    lang: 'uz',
    text: 'Мурожаатимга 15 кунда жавоб беришлари керак эди, энди яна 30 кунга чўзилди деб ёзишибди, нимага бундай?',
    expect: knowledge('Why was the answer term of my appeal extended?'),
    note: 'synonym чўзилди',
  },
  { lang: 'uz', text: 'жамгарма бошлиги кабулига кайси куни борса булади', expect: knowledge("When does the Fund's management receive citizens?"), note: 'ru keyboard, бошлиқ for director' },
  { lang: 'uz', text: 'сизларга телефон килса буладиган номер борми, ёзворинг', expect: knowledge('What is the helpline number?'), note: 'ru keyboard, colloquial ёзворинг' },
  {
    lang: 'uz',
    text: 'Лизингга ариза топширганимга икки ҳафта бўлди, маъқуллашдими йўқми қандай билсам бўлади?',
    expect: knowledge('How can I find out the status of my financing application?'),
    note: 'trap: review-time FAQ',
  },
  {
    lang: 'uz',
    text: 'Фермер хўжалигимни ўтган ойда рўйхатдан ўтказдим, ҳали бирор марта кредит олмаганман. Менга ҳам беришадими?',
    expect: knowledge('Can a newly registered farm get financing?'),
    note: 'inflected, trap: who-can-get-a-loan FAQ',
  },
  { lang: 'uz', text: 'максимум канча сумгача пул ажиратишади бир фермерга', expect: knowledge('How much financing can I get?'), note: 'ru keyboard, typo: ажиратишади' },
  {
    lang: 'uz',
    text: 'Жамғарма орқали ўғлимга квартира олиб бериш учун ссуда олсак бўладими?',
    expect: knowledge('What does the Fund not finance?'),
    note: 'housing is in the not-financed list, synonym ссуда',
  },
  {
    lang: 'uz',
    text: 'лизингга комбайн олсам заводини узим танлайманми, менга Клаас ёкади',
    expect: knowledge('Can I choose the brand and supplier of the machine I lease?'),
    note: 'ru keyboard, brand named, завод for make',
  },
  {
    lang: 'uz',
    text: 'Суғориш тизимини ўрнатиб бўлдим, туман комиссияси келиб кўриб кетди. Субсидияни қачон ўтказиб беришади, нақдга берса ҳам бўларди',
    expect: knowledge('When and how is a subsidy paid?'),
    note: 'trap: names irrigation (drip program)',
  },
  {
    lang: 'uz',
    text: 'Хориждан келган тракторни лизингга олсам тўловлар долларга боғланадими? Курс ошиб кетса нима бўлади',
    expect: knowledge('Are loans and leasing in soums or in foreign currency?'),
    note: 'names dollar and rate but is on topic',
  },
  { lang: 'uz', text: 'Бизнис планни ўзим ёзолмайман, филиалда шунга ёрдам беришадими?', expect: knowledge('Can the Fund help me prepare a business plan?'), note: 'typo: бизнис, colloquial ёзолмайман' },
  {
    lang: 'uz',
    text: 'Бир танишим 2 миллион берсанг ишингни тез битказиб бераман деяпти. Аризамни кўриб чиқишганига сизларга бирор пул тўланадими ўзи?',
    expect: knowledge('Do I have to pay anything to apply?'),
    note: 'intermediary story, near bribe topic',
  },
  {
    lang: 'uz',
    text: 'филиалда кредитни тасдиклаш учун чунтакка пул сурашяпти, буни кимга айтсам булади',
    expect: knowledge('How do I report a bribe request or other corruption?'),
    note: 'ru keyboard, euphemism чўнтакка пул, no word пора',
  },
  {
    lang: 'uz',
    text: 'Ер менинг номимда эмас, ҳокимликдан 10 йилга ижорага олганман. Шунга қарамай лизинг ёки кредит берасизларми?',
    expect: knowledge('Can I get financing if I farm rented land?'),
    note: 'typo/dialect: ижора',
  },
  {
    lang: 'uz',
    text: 'Лизингдаги комбайнимнинг мотори ишламай қолди, бепул тузатиб беришадими ёки ўзим қилдираманми?',
    expect: knowledge('Who repairs and services leased machinery?'),
    note: 'colloquial, no word таъмир',
  },
  { lang: 'uz', text: 'бу йилги бугдойимни жамгарманинг узи олиб кетадими ёки узим сотишим керакми', expect: knowledge('Does the Fund buy my harvest?'), note: 'ru keyboard, trap: names wheat' },

  // FAQs
  { lang: 'uz', text: 'дехкон хужалиги булсам хам кридит олсам буладими ёки факат фермерларгами', expect: faq('Who can get a loan from the Fund?'), note: 'ru keyboard, typo: кридит' },
  { lang: 'uz', text: 'кредитларингиз неча фоиздан?', expect: faq('What is the interest rate on a loan?'), note: 'short' },
  {
    lang: 'uz',
    text: 'Ҳужжатларни топширгандан кейин қарор чиқиши учун қанча кутиш керак?',
    expect: faq('How long does it take to review an application?'),
    note: 'paraphrase, trap: application-status entry',
  },
  {
    lang: 'uz',
    text: 'Тарктор олмоқчиман лизингга, олдиндан неча пул тўлашим керак, аванси қанча?',
    expect: [faq('How large is the down payment for leasing machinery?'), program('tractor-and-combine-leasing')],
    note: 'typo: тарктор, FAQ and program both give 15%',
  },

  // Programs
  { lang: 'uz', text: 'Пахта терадиган комбайнни неча йилга бўлиб тўласа бўлади?', expect: program('cotton-picker-leasing'), note: 'colloquial name, trap: комбайн (tractor program)' },
  {
    lang: 'uz',
    text: 'Элита уруғлик буғдой етиштирамиз, уруғчилик хўжалигимиз бор. Бизга алоҳида имтиёзли кредит борми, фоизи нечадан?',
    expect: program('seed-wheat-production'),
    note: 'specific crop',
  },
  {
    lang: 'uz',
    text: 'галла экиш учун гектарига канча аванс беришади, кузда хосилдан кайтарсак',
    expect: program('commodity-wheat-advance'),
    note: 'ru keyboard, trap: how-much entry and down-payment FAQ (аванс)',
  },
  {
    lang: 'uz',
    text: '2 гектарлик гидропоникали исиқхона қурмоқчимиз, кредитни неча йилга беришади, экспорт қилсак фоиз камаядими?',
    expect: program('greenhouse-construction'),
    note: 'typo: исиқхона',
  },
  {
    lang: 'uz',
    text: 'Голштин зотли ғунажинлардан 20 бош олиб, пулини бўлиб-бўлиб тўламоқчиман. Шартлари қанақа?',
    expect: program('breeding-cattle-leasing'),
    note: 'breed named, no word лизинг',
  },
  { lang: 'uz', text: 'ховузда балик бокаман, малек ва ем олишга карз берасизларми', expect: program('fish-farming'), note: 'ru keyboard, малек, қарз' },
  {
    lang: 'uz',
    text: 'Пакана олма кўчатларидан зич боғ қилмоқчиман, ҳар гектарига давлат қанча ёрдам пули беради?',
    expect: program('intensive-orchard-subsidy'),
    note: 'synonyms пакана, ёрдам пули',
  },
  {
    lang: 'uz',
    text: 'Пахта далага капельний қўймоқчиман 6 гектарга, харажатнинг бир қисмини қоплаб беришадими?',
    expect: program('drip-irrigation-subsidy'),
    note: 'russism капельний, no word субсидия',
  },

  // Legal documents
  {
    lang: 'uz',
    text: 'Пахта ва ғалла хўжаликларини айланма маблағ билан таъминлаш тартиби қайси қарорда белгиланган?',
    expect: legalDocument('PQ-112'),
    note: 'asks for the legal basis, no number',
  },
  {
    lang: 'uz',
    text: 'техника ва насл мол лизинги буйича Вазирлар Махкамасининг низоми бор экан, 2025 йилда унга узгартириш киритилдими',
    expect: legalDocument('VMQ-480'),
    note: 'ru keyboard, no number',
  },
  { lang: 'uz', text: 'Президентнинг богдорчилик ва теплицаларни ривожлантириш хакидаги фармони хозир кучдами', expect: legalDocument('PF-61'), note: 'ru keyboard, теплица for иссиқхона' },

  // Off-topic: exchange rates
  { lang: 'uz', text: 'бугун доллар курси канча, сумга алмаштирмокчийдим', expect: offtopic, note: 'exchange rate, trap: dollar/soum' },
  { lang: 'uz', text: 'Марказий банкда евронинг расмий курси неча сўм бўлди?', expect: offtopic, note: 'exchange rate, trap: Central Bank rate' },
  { lang: 'uz', text: 'Россиядан ўғлим рубль жўнатди, ҳозир бир рубль неча сўм?', expect: offtopic, note: 'exchange rate' },
  // Off-topic: weather
  { lang: 'uz', text: 'Кашкадарёда келаси хафта ёмгир ёгадими, бугдой уримини бошлашимиз керак', expect: offtopic, note: 'weather, trap: wheat harvest' },
  { lang: 'uz', text: 'Эртага Фарғонада дўл ёғиши мумкинми? Ғўзалар энди униб чиқди', expect: offtopic, note: 'weather, trap: hail, cotton' },
  { lang: 'uz', text: 'Бу қиш қаттиқ келадими, синоптиклар нима дейишяпти?', expect: offtopic, note: 'weather' },
  // Off-topic: sport
  { lang: 'uz', text: 'Пахтакор кеча ким билан ўйнади, ҳисоб неча бўлди?', expect: offtopic, note: 'sport, trap: Pakhtakor (cotton)' },
  { lang: 'uz', text: 'Ўзбекистон терма жамоаси жаҳон чемпионатига чиқдими?', expect: offtopic, note: 'sport' },
  { lang: 'uz', text: 'насаф билан навбахор уйини качон, чиптани каердан олса булади', expect: offtopic, note: 'sport, ru keyboard' },
  // Off-topic: food
  { lang: 'uz', text: 'Картошкани духовкада гўшт билан қандай пишрилади?', expect: offtopic, note: 'recipe, trap: potato, typo: пишрилади' },
  { lang: 'uz', text: 'ош дамлаш учун гуручни неча соат ивитиб куйиш керак', expect: offtopic, note: 'recipe, ru keyboard' },
  { lang: 'uz', text: 'Бугдой унидан уйда тандирсиз нон ёпишни ўргатинг', expect: offtopic, note: 'recipe, trap: wheat' },
  // Off-topic: general knowledge
  { lang: 'uz', text: 'Ўзбекистонда пахта илк бор қачон экила бошланган? Тарихини қисқача айтиб беринг', expect: offtopic, note: 'history, trap: cotton' },
  { lang: 'uz', text: 'Амир Темур каерда тугилган ва нечанчи йилда', expect: offtopic, note: 'history, ru keyboard, trap: Amir Temur (reception address)' },
  { lang: 'uz', text: 'Орол денгизи нега қуриб кетди?', expect: offtopic, note: 'geography' },
  // Off-topic: other
  { lang: 'uz', text: 'Уруғлик картошка етиштиришга кредит дастурингиз борми? Совутгичли омборим бор', expect: offtopic, note: 'hidden program' },
  { lang: 'uz', text: 'гузада вилт касаллиги чикди, кайси дорини сепсам булади', expect: offtopic, note: 'agronomy advice, ru keyboard, trap: cotton' },
  { lang: 'uz', text: 'Капиталбанкда машинага автокредит фоизи ҳозир қанча?', expect: offtopic, note: 'commercial bank car loan, trap: кредит/фоиз' },
  { lang: 'uz', text: 'Онамнинг пенсиясини қайта ҳисоблатиш учун қаерга ҳужжат топшириш керак?', expect: offtopic, note: 'pension, trap: ҳужжат топшириш' },
  { lang: 'uz', text: 'хумо картамни банкомат ютиб юборди, кандай кайтариб оламан', expect: offtopic, note: 'bank card, ru keyboard' },
]
