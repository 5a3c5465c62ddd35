import { type EvalCase, faq, knowledge, legalDocument, offtopic, program } from '../types.js'

/** Third batch, Uzbek in Cyrillic script; some typed on a Russian keyboard (у/к/г/х for ў/қ/ғ/ҳ). */
export const uzCyrillic: EvalCase[] = [
  // --- Off-topic: banks, cards, transfers, exchange rates ---
  { lang: 'uz', text: 'доллар курси неча бугун', expect: offtopic, note: 'short; trap: dollar/kurs are words of the currency entry' },
  {
    lang: 'uz',
    text: 'Асака банкда омонат фоизи канча, сумда куйсам',
    expect: offtopic,
    note: 'bank deposit; trap: foiz, sum; Russian keyboard',
  },
  {
    lang: 'uz',
    text: 'Клик орқали бошқа картага пул ўтказсам неча фоиз олади',
    expect: offtopic,
    note: 'card transfer fee; trap: foiz',
  },
  {
    lang: 'uz',
    text: 'пенсия карточкамга пул тушмади каерга борай',
    expect: offtopic,
    note: 'pension card; trap: pul tushmadi resembles the subsidy-not-received wording',
  },
  // --- Off-topic: tax, property, other government bodies ---
  {
    lang: 'uz',
    text: 'Ер солиғи ставкаси бу йил учун қанча бўлди',
    expect: offtopic,
    note: 'land tax; trap: stavka',
  },
  { lang: 'uz', text: 'ИНН ни қандай олса бўлади', expect: offtopic, note: 'short; tax office' },
  {
    lang: 'uz',
    text: 'Ховлимнинг кадастр хужжатини янгилаш учун каерга бораман',
    expect: offtopic,
    note: 'home cadastre; trap: kadastr, hujjat; Russian keyboard',
  },
  {
    lang: 'uz',
    text: 'дадамдан қолган ер участкасини меросга қандай расмийлаштирамиз',
    expect: offtopic,
    note: 'inheritance of a land plot; trap: yer',
  },
  {
    lang: 'uz',
    text: 'Фермер хўжалигига ер ажратиш учун туман ҳокимлигига қандай ариза ёзилади',
    expect: offtopic,
    note: 'land allocation by the hokimiyat; trap: ariza, fermer, yer',
  },
  {
    lang: 'uz',
    text: 'трактор учун давлат ракамини каерда олса булади',
    expect: offtopic,
    note: 'vehicle registration plate; trap: traktor',
  },
  {
    lang: 'uz',
    text: 'ҳайдовчилик гувоҳномасини муддати тугади, қаерда алмаштирилади',
    expect: offtopic,
    note: 'driving licence; other government body',
  },
  {
    lang: 'uz',
    text: 'коммунал тўловлар учун субсидия қандай олинади, кам таъминланганмиз',
    expect: offtopic,
    note: 'social utility subsidy; trap: subsidiya, tolov',
  },
  // --- Off-topic: weather, agronomy, veterinary ---
  { lang: 'uz', text: 'эртага Қаршида ёмғир ёғадими', expect: offtopic, note: 'short; weather' },
  {
    lang: 'uz',
    text: 'буғдойга баҳорги биринчи сувни қачон бериш керак',
    expect: offtopic,
    note: 'irrigation timing advice; trap: wheat, water',
  },
  {
    lang: 'uz',
    text: 'узумзорда оидиумга карши нима сепса булади',
    expect: offtopic,
    note: 'plant disease; Russian keyboard',
  },
  {
    lang: 'uz',
    text: 'помидор кўчатини очиқ ерга қачон экиш керак',
    expect: offtopic,
    note: 'planting date; trap: kochat (sapling certificates in the orchard subsidy)',
  },
  {
    lang: 'uz',
    text: 'товукларим битта-битта улиб коляпти, канака касаллик булиши мумкин',
    expect: offtopic,
    note: 'poultry vet advice; Russian keyboard',
  },
  {
    lang: 'uz',
    text: 'наслли бузоқни неча кунлигида онасидан ажратиш керак',
    expect: offtopic,
    note: 'animal husbandry advice; trap: naslli (breeding cattle leasing)',
  },
  // --- Off-topic: prices ---
  { lang: 'uz', text: 'бозорда пиёз нархи тушдими', expect: offtopic, note: 'short; market price' },
  {
    lang: 'uz',
    text: 'бу йил гилоснинг экспорт нархи канча, килосини олишяпти',
    expect: offtopic,
    note: 'produce export price; trap: export (greenhouse loan)',
  },
  { lang: 'uz', text: 'бензин нархи яна ошадими', expect: offtopic, note: 'fuel price' },
  {
    lang: 'uz',
    text: 'пропан заправкалар качон очилади, машинага газ йук',
    expect: offtopic,
    note: 'fuel availability; Russian keyboard',
  },
  // --- Off-topic: jobs, travel, education, health ---
  {
    lang: 'uz',
    text: 'Россияда ишлаш учун патент неча пул туради',
    expect: offtopic,
    note: 'work permit abroad',
  },
  {
    lang: 'uz',
    text: 'туман ҳокимлигида агроном лавозими бўшми, ишга кирмоқчиман',
    expect: offtopic,
    note: 'job at another body; trap: near the Fund vacancy entry',
  },
  { lang: 'uz', text: 'умра сафарига виза қандай олинади', expect: offtopic, note: 'travel visa' },
  {
    lang: 'uz',
    text: 'ўғлимни биринчи синфга ёзиш учун қандай ҳужжатлар керак',
    expect: offtopic,
    note: 'school enrolment; trap: qanday hujjatlar kerak is the loan-documents wording',
  },
  {
    lang: 'uz',
    text: 'кишлок хужалиги техникумига хужжат кабули качон бошланади',
    expect: offtopic,
    note: 'college admission; trap: qishloq xojaligi, hujjat, qabul',
  },
  {
    lang: 'uz',
    text: 'тиш огриса кайси дорини ичса булади',
    expect: offtopic,
    note: 'health; Russian keyboard',
  },
  // --- Off-topic: sport, recipes, mobile, utilities, insurance ---
  { lang: 'uz', text: 'Насаф билан Пахтакор ўйини қачон', expect: offtopic, note: 'sport; trap: Paxtakor contains paxta' },
  {
    lang: 'uz',
    text: 'сомсанинг хамирини қандай қориш керак, варақи бўлиши учун',
    expect: offtopic,
    note: 'recipe',
  },
  { lang: 'uz', text: 'мобиуз тарифлари узгардими', expect: offtopic, note: 'short; mobile operator' },
  {
    lang: 'uz',
    text: 'электр энергиядан қанча қарзим борлигини қандай билсам бўлади',
    expect: offtopic,
    note: 'utility debt; trap: qarz',
  },
  {
    lang: 'uz',
    text: 'машинамни бир йилга суғурта қилдириш қанча туради',
    expect: offtopic,
    note: 'car insurance; trap: sugurta is a Fund entry for crops and machinery',
  },
  // --- Off-topic: general knowledge, small talk ---
  { lang: 'uz', text: 'Алишер Навоий қайси асрда яшаган', expect: offtopic, note: 'history' },
  { lang: 'uz', text: 'Ўзбекистондаги энг баланд тоғ қайси', expect: offtopic, note: 'geography' },
  { lang: 'uz', text: 'қалайсан, кайфиятлар яхшими', expect: offtopic, note: 'small talk, not a greeting' },

  // --- Answerable ---
  {
    lang: 'uz',
    text: 'кредит учун аризани уйдан туриб интернет орқали юборса бўладими',
    expect: knowledge('How do I apply for financing?'),
    note: 'online application in plain words',
  },
  {
    lang: 'uz',
    text: 'трактор лизингга олмокчиман, канака хужжатлар керак булади',
    expect: knowledge('What documents do I need to lease machinery?'),
    note: 'Russian keyboard; trap: loan-documents entry',
  },
  {
    lang: 'uz',
    text: 'томчилатиб сугоришга субсидия олиш учун кандай когозлар йигиш керак',
    expect: knowledge('What documents do I need to apply for a subsidy?'),
    note: 'Russian keyboard; trap: the drip irrigation program',
  },
  {
    lang: 'uz',
    text: 'шартнома тузилгандан кейин фоизни кўтариб юборишмайдими',
    expect: knowledge('Is the interest rate fixed for the whole term?'),
    note: 'colloquial; trap: the interest-rate FAQ',
  },
  {
    lang: 'uz',
    text: 'лизинг пулини каерга ва кандай тулайман, реквизит керакми',
    expect: knowledge('How do I repay a loan or leasing?'),
    note: 'Russian keyboard; rekvizit',
  },
  {
    lang: 'uz',
    text: 'кредитни вақтидан олдин ёпсам жарима оласизларми',
    expect: knowledge('Can I repay a loan early?'),
    note: 'trap: jarima points to the missed-payment entry',
  },
  {
    lang: 'uz',
    text: 'лизингга олган сигирларни суғурта қилдириш шартми',
    expect: knowledge('Do I have to insure my crop, machinery or livestock?'),
    note: 'trap: the breeding cattle program',
  },
  {
    lang: 'uz',
    text: 'филиалдаги ходим қўпол гапирди, кимга арз қилсам бўлади',
    expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'),
    note: 'arz qilmoq instead of shikoyat',
  },
  {
    lang: 'uz',
    text: 'мурожаат юборувдим, смсда код келди, шу билан каердан текшираман',
    expect: knowledge('How can I track my appeal?'),
    note: 'colloquial -uvdim; Russian keyboard',
  },
  {
    lang: 'uz',
    text: 'директорнинг ўзига кириб учрашиш мумкинми, қайси куни',
    expect: knowledge("When does the Fund's management receive citizens?"),
    note: 'trap: the reception entry',
  },
  {
    lang: 'uz',
    text: 'Наманганда сизларнинг бўлимингиз борми',
    expect: knowledge('Does the Fund have regional branches?'),
    note: 'bolim instead of filial; names a region',
  },
  {
    lang: 'uz',
    text: 'хўжаликни ўтган ой очдим, ҳали бирор марта кредит олмаганман, менга беришадими',
    expect: knowledge('Can a newly registered farm get financing?'),
    note: 'trap: who-can-get-a-loan FAQ',
  },
  {
    lang: 'uz',
    text: 'энг кўпи билан қанча пул ажратиб беришингиз мумкин',
    expect: knowledge('How much financing can I get?'),
    note: 'paraphrase of the maximum amount',
  },
  {
    lang: 'uz',
    text: 'CLAAS комбайнини ўзим танлаб лизингга олсам бўладими',
    expect: knowledge('Can I choose the brand and supplier of the machine I lease?'),
    note: 'brand name in Latin; trap: the tractor and combine program',
  },
  {
    lang: 'uz',
    text: 'субсидия пулини қачон беришади, қўлга нақд берадими',
    expect: knowledge('When and how is a subsidy paid?'),
    note: 'colloquial',
  },
  {
    lang: 'uz',
    text: 'техника чет элдан келса тўловлар валютада бўладими, курс ошса нима бўлади',
    expect: knowledge('Are loans and leasing in soums or in foreign currency?'),
    note: 'trap: exchange-rate off-topic questions',
  },
  {
    lang: 'uz',
    text: 'бизнес режани ўзим ёзолмайман, сизлар ёрдам берасизларми',
    expect: knowledge('Can the Fund help me prepare a business plan?'),
    note: 'colloquial',
  },
  {
    lang: 'uz',
    text: 'лизингдаги комбайн йўлда қолди, ремонтини ким қилади',
    expect: knowledge('Who repairs and services leased machinery?'),
    note: 'yolda qoldi for broke down; Russian loan remont',
  },
  {
    lang: 'uz',
    text: 'наслли гунажинларни неча йилга беришади, фоизи канча',
    expect: program('breeding-cattle-leasing'),
    note: 'Russian keyboard: гунажин, канча',
  },
  {
    lang: 'uz',
    text: '1 гектарли иссикхона куриш учун кредит неча йилга берилади',
    expect: program('greenhouse-construction'),
    note: 'Russian keyboard: иссикхона, куриш',
  },
  {
    lang: 'uz',
    text: 'пахта даласига томчилатиб суғориш қилсам гектарига қанчасини қоплаб беришади',
    expect: program('drip-irrigation-subsidy'),
    note: 'amount per hectare; trap: the subsidy documents entry',
  },
  {
    lang: 'uz',
    text: 'элита уруғлик буғдой етиштирамиз, бизга алоҳида кредит борми',
    expect: program('seed-wheat-production'),
    note: 'trap: commodity wheat advance',
  },
  {
    lang: 'uz',
    text: 'богдорчилик ва иссиқхоналарга субсидия қайси фармонда белгиланган',
    expect: legalDocument('PF-61'),
    note: 'legal basis; mixed keyboard',
  },
  {
    lang: 'uz',
    text: 'техникани лизингга олишда олдиндан неча фоизини тўлаш керак',
    expect: faq('How large is the down payment for leasing machinery?'),
    note: 'paraphrase of boshlangich tolov; trap: leasing programs',
  },
]
