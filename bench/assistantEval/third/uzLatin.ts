import { type EvalCase, faq, knowledge, legalDocument, offtopic, program } from '../types.js'

/** Third batch, Uzbek in Latin script as typed on phones: apostrophes mostly dropped, x/h mixed, Russian loanwords. */
export const uzLatin: EvalCase[] = [
  // --- Off-topic: banks, cards, transfers, exchange rates ---
  { lang: 'uz', text: 'dollar kursi bugun qancha', expect: offtopic, note: 'short; trap: dollar/kurs are words of the currency entry' },
  {
    lang: 'uz',
    text: 'Xalq bankida omonatga necha foiz berishadi? 12 oyga qoysam',
    expect: offtopic,
    note: 'bank deposit; trap: foiz, bank',
  },
  {
    lang: 'uz',
    text: 'humo kartadan uzcardga pul otkazsam komissiya qancha yechiladi',
    expect: offtopic,
    note: 'card transfer fee; trap: pul, komissiya',
  },
  {
    lang: 'uz',
    text: 'agrobank kartam blok bolib qoldi pinkodni 3 marta xato terdim nima qilay',
    expect: offtopic,
    note: 'blocked card at a commercial bank; trap: agro bank name',
  },
  {
    lang: 'uz',
    text: 'Rossiyadan akam pul jonatmoqchi, qaysi sistema orqali tez keladi',
    expect: offtopic,
    note: 'money transfer from abroad',
  },
  // --- Off-topic: tax, pensions, benefits ---
  {
    lang: 'uz',
    text: 'soliq qarzim bor yoqligini qayerdan tekshirsam boladi, my.soliq ochilmayapti',
    expect: offtopic,
    note: 'tax office; trap: tax arrears are a refusal reason in the seed, but how to check them is not',
  },
  {
    lang: 'uz',
    text: "fermerlar yer solig'ini qachongacha to'lashi kerak",
    expect: offtopic,
    note: 'land tax deadline; trap: fermer, yer, tolash',
  },
  { lang: 'uz', text: 'pensiyaga chiqish uchun necha yil stash kerak', expect: offtopic, note: 'pension; typo: stash' },
  {
    lang: 'uz',
    text: 'bolalar nafaqasiga arizani qayerga beraman',
    expect: offtopic,
    note: 'social benefit; trap: ariza',
  },
  // --- Off-topic: cadastre, property, other government bodies ---
  {
    lang: 'uz',
    text: 'hovlimni kadastrdan otkazish kerak ekan, hujjatlari yoq, qayerga boraman',
    expect: offtopic,
    note: 'home cadastre registration; trap: kadastr, hujjat',
  },
  {
    lang: 'uz',
    text: 'fermer xojaligini ochish uchun qayerda royxatdan otaman',
    expect: offtopic,
    note: 'registering a farm is another body; trap: near the new-farm entry, which assumes the farm is already registered',
  },
  {
    lang: 'uz',
    text: 'pasportimni ID kartaga almashtirish qayerda qilinadi',
    expect: offtopic,
    note: 'other government service; trap: passport is in the loan document list',
  },
  {
    lang: 'uz',
    text: 'traktorga prava olish uchun qayerda oqish kerak',
    expect: offtopic,
    note: 'tractor driving licence; trap: traktor',
  },
  // --- Off-topic: weather, sowing, agronomy ---
  { lang: 'uz', text: 'ertaga Andijonda dol yogadimi', expect: offtopic, note: 'weather; trap: dol (hail) is a disaster-deferral keyword' },
  {
    lang: 'uz',
    text: 'bu yil paxtani qachon ekkan maqul, yer isidimi hali',
    expect: offtopic,
    note: 'sowing date; trap: paxta',
  },
  {
    lang: 'uz',
    text: "issiqxonadagi pomidorni barglari sarg'ayib qurib qolyapti nima sepay",
    expect: offtopic,
    note: 'plant disease; trap: issiqxona',
  },
  {
    lang: 'uz',
    text: 'bugdoyga qaysi ogitdan solgan yaxshi karbamidmi selitrami',
    expect: offtopic,
    note: 'fertiliser advice; trap: wheat and fertiliser appear in loan programs',
  },
  {
    lang: 'uz',
    text: 'intensiv olma bogini qachon butash kerak bahordami kuzdami',
    expect: offtopic,
    note: 'pruning advice; trap: intensiv bog is a subsidy program',
  },
  // --- Off-topic: veterinary ---
  {
    lang: 'uz',
    text: 'sigirim 2 kundan beri yem yemayapti qorni shishib ketgan',
    expect: offtopic,
    note: 'vet advice; trap: cattle, feed',
  },
  { lang: 'uz', text: 'qoylarni qachon emlatish kerak', expect: offtopic, note: 'short; vet advice; trap: livestock' },
  // --- Off-topic: prices ---
  {
    lang: 'uz',
    text: 'Toshkent bozorlarida kartoshkani kilosi necha pul hozir',
    expect: offtopic,
    note: 'market price; trap: potato',
  },
  {
    lang: 'uz',
    text: 'bu yil klasterlar paxtani tonnasini necha puldan olyapti',
    expect: offtopic,
    note: 'cotton price; trap: clusters and harvest sale are in the seed, prices are not',
  },
  { lang: 'uz', text: 'dizel yoqilgi litri qancha boldi', expect: offtopic, note: 'fuel price; trap: fuel is a cost in the cotton loan' },
  // --- Off-topic: jobs, travel, education, health ---
  {
    lang: 'uz',
    text: 'Koreyaga qishloq xojaligiga mavsumiy ishga qanday yozilsa boladi',
    expect: offtopic,
    note: 'work abroad; trap: qishloq xojaligi',
  },
  {
    lang: 'uz',
    text: 'Qashqadaryoda traktorchi bolib ishlamoqchiman, biror fermerga odam kerakmi',
    expect: offtopic,
    note: 'job with a farmer, not at the Fund; trap: near the Fund vacancy entry, traktor',
  },
  { lang: 'uz', text: 'Germaniyaga viza necha pul turadi', expect: offtopic, note: 'visa' },
  {
    lang: 'uz',
    text: 'agrar universitetga kirish uchun qaysi fanlardan test topshiriladi',
    expect: offtopic,
    note: 'university admission; trap: agrar',
  },
  {
    lang: 'uz',
    text: 'tuman shifoxonasida lor vrach qaysi kunlari qabul qiladi',
    expect: offtopic,
    note: 'hospital; trap: qabul (the reception and management entries)',
  },
  // --- Off-topic: sport, recipes, mobile, utilities ---
  { lang: 'uz', text: 'Paxtakor kecha kim bilan oynadi hisob nechchi', expect: offtopic, note: 'sport; trap: Paxtakor contains paxta' },
  { lang: 'uz', text: 'palovga guruchni qachon solinadi', expect: offtopic, note: 'recipe; short' },
  {
    lang: 'uz',
    text: 'beeline da internet paketni qanday ulasam boladi',
    expect: offtopic,
    note: 'mobile operator',
  },
  {
    lang: 'uz',
    text: 'gaz pulini click orqali tolayman, hisob raqamni qayerdan bilaman',
    expect: offtopic,
    note: 'utility bill; trap: tolov, hisob raqam',
  },
  {
    lang: 'uz',
    text: 'svet ochib qoldi, elektr tarmoqlarini telefon nomeri qanaqa',
    expect: offtopic,
    note: 'utilities phone number; trap: telefon nomer (helpline entry)',
  },
  // --- Off-topic: general knowledge, small talk ---
  {
    lang: 'uz',
    text: 'Amir Temur qaysi yili tugilgan',
    expect: offtopic,
    note: 'history; trap: the reception is on Amir Temur avenue',
  },
  { lang: 'uz', text: 'Orol dengizi nega qurib qoldi', expect: offtopic, note: 'geography' },
  { lang: 'uz', text: 'bitta latifa aytib ber zerikdim', expect: offtopic, note: 'joke request; small talk' },

  // --- Answerable ---
  {
    lang: 'uz',
    text: 'sizlar umuman fermerlarga qanaqa yordam berasila ozi',
    expect: knowledge('What kinds of support does the Fund offer?'),
    note: 'colloquial ending -sila, no apostrophes',
  },
  {
    lang: 'uz',
    text: 'kredit olaman desam qanaqa qogozlar yigishim kerak, spiskasi bormi',
    expect: knowledge('What documents do I need for a loan?'),
    note: 'qogozlar for hujjatlar, Russian loan spiska',
  },
  {
    lang: 'uz',
    text: 'kredit uchun uyimni zalogga qoyishim shartmi yo boshqa yoli bormi',
    expect: knowledge('What collateral does the Fund accept?'),
    note: 'Russian loan zalog instead of garov',
  },
  {
    lang: 'uz',
    text: 'lgotniy davr degani nima, qaysi dasturlarda birinchi yili faqat foiz tolanadi',
    expect: knowledge('What is a grace period and which programs have one?'),
    note: 'Russian loan lgotniy; paraphrase of grace period',
  },
  {
    lang: 'uz',
    text: 'oylik tolovni 2 hafta kechiktirib qoysam nima boladi shtraf bormi',
    expect: knowledge('What happens if I miss a payment?'),
    note: 'shtraf instead of penya; oylik could read as salary',
  },
  {
    lang: 'uz',
    text: "do'l urib hosilni yarmi ketdi, kreditni tolashni keyinroqqa surib berasizlarmi",
    expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'),
    note: 'colloquial; apostrophe only in dol',
  },
  {
    lang: 'uz',
    text: 'arizamga yoq deyishdi, umuman qanaqa sabablar bilan otkaz qilishadi',
    expect: knowledge('Why can an application be refused?'),
    note: 'otkaz (Russian) and yoq deyishdi for refusal',
  },
  {
    lang: 'uz',
    text: 'Toshkentdagi ofisinglar qayerda, shanba kuni ham ishlaysizlami',
    expect: knowledge('Where is the reception and when is it open?'),
    note: 'asks about Saturday, which the entry answers indirectly (Mon-Fri)',
  },
  {
    lang: 'uz',
    text: 'kreditni tugri sizlardan olamanmi yoki bankka borishim kerakmi',
    expect: knowledge('Do I apply through a bank or directly to the Fund?'),
    note: 'typo: tugri',
  },
  {
    lang: 'uz',
    text: 'toy qilish uchun kredit berasizlarmi',
    expect: knowledge('What does the Fund not finance?'),
    note: 'sounds off-topic, but consumer needs are in the not-financed entry',
  },
  {
    lang: 'uz',
    text: 'lizingga olgan kombaynni qachon ozimni nomimga otkazsa boladi',
    expect: knowledge('Who owns leased machinery, and when does it become mine?'),
    note: 'no apostrophes: ozimni, otkazsa',
  },
  {
    lang: 'uz',
    text: 'issiqxona qurishga kredit olsam, ustiga subsidiya ham bera oladimi',
    expect: knowledge('Can I combine a loan and a subsidy for the same project?'),
    note: 'trap: greenhouse words pull to the greenhouse programs',
  },
  {
    lang: 'uz',
    text: 'bir odam 2 mln bersang arizangni tez chiqarib beraman deyapti, tolash kerakmi',
    expect: [knowledge('Do I have to pay anything to apply?'), knowledge('How do I report a bribe request or other corruption?')],
    note: 'intermediary asking money: the fee entry and the bribe entry both answer',
  },
  {
    lang: 'uz',
    text: 'yerni qoshnimdan ijaraga olganman shartnomasi bor, shunga moliyalashtirish olsa boladimi',
    expect: knowledge('Can I get financing if I farm rented land?'),
    note: 'no apostrophes; shunga colloquial',
  },
  {
    lang: 'uz',
    text: 'yetishtirgan mahsulotimni fondni ozi xarid qiladimi',
    expect: knowledge('Does the Fund buy my harvest?'),
    note: 'mahsulot instead of hosil',
  },
  {
    lang: 'uz',
    text: 'paxta teradigan mashinani necha yilga lizingga beradi, stavkasi qancha',
    expect: program('cotton-picker-leasing'),
    note: 'paraphrase of paxta terish mashinasi',
  },
  {
    lang: 'uz',
    text: 'intensiv bog qilsam gektariga qancha pul berasila, nechta tup koshat ekish kerak',
    expect: program('intensive-orchard-subsidy'),
    note: 'typo: koshat; -sila ending',
  },
  {
    lang: 'uz',
    text: 'hovuzda baliq boqaman, chavoq bilan yemga kredit bormi',
    expect: program('fish-farming'),
    note: 'fish farming in plain words',
  },
  {
    lang: 'uz',
    text: 'galla ekaman, ekishdan orimgacha xarajatlarga avans bersela qancha muddatga',
    expect: program('commodity-wheat-advance'),
    note: 'galla for bugdoy, avans for bonak, colloquial -sela',
  },
  {
    lang: 'uz',
    text: 'kredit foizi 14 dan oshmasligi qaysi qarorda yozilgan',
    expect: legalDocument('PQ-112'),
    note: 'asks for the legal basis, not the rate itself',
  },
  {
    lang: 'uz',
    text: 'dehqon xojaligi bolsam ham kredit ola olamanmi yoki faqat fermerlargami',
    expect: faq('Who can get a loan from the Fund?'),
    note: 'dehqon vs fermer; no apostrophes',
  },
  {
    lang: 'uz',
    text: 'hamma hujjatni topshirdim, necha kunda korib chiqishadi',
    expect: faq('How long does it take to review an application?'),
    note: 'close to the application-status entry; asks how long',
  },
  {
    lang: 'uz',
    text: 'fondda ishlash uchun rezyumeni qayerga tashlayman',
    expect: knowledge('Does the Fund have job vacancies?'),
    note: 'job at the Fund itself, unlike the off-topic job questions',
  },
  {
    lang: 'uz',
    text: 'sizlarga qaysi nomerga tel qilsam boladi',
    expect: knowledge('What is the helpline number?'),
    note: 'tel qilsam colloquial',
  },
]
