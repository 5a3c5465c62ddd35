import type { InEveryLocale } from '../config/locales.js'

export interface KnowledgeEntrySeed {
  question: InEveryLocale
  /** Plain text, 1–4 sentences. */
  answer: InEveryLocale
  /** Search words in the three languages, Uzbek in both scripts, with the misspellings visitors type. */
  keywords: string[]
}

export interface KnowledgeBaseSeed {
  greeting: InEveryLocale
  /** Said when the assistant is unsure of an answer; handing over to an operator has its own text. */
  fallback: InEveryLocale
  handoff: InEveryLocale
  /** Below this match score the session goes to an operator. */
  handoffThreshold: number
  entries: KnowledgeEntrySeed[]
}

/**
 * The digital assistant's demo knowledge base: the fund's procedures, in the figures of the seeded programs, FAQ and
 * reception. One topic per entry, and none that repeats a FAQ, so retrieval has one right answer to find.
 */
export const assistantKnowledge: KnowledgeBaseSeed = {
  greeting: {
    uz: 'Assalomu alaykum! Men Jamgʻarmaning raqamli yordamchisiman. Kreditlar, lizing, subsidiyalar, kerakli hujjatlar yoki murojaatingiz holati haqida soʻrang. Xodim bilan gaplashish uchun «operator» deb yozing.',
    ru: 'Здравствуйте! Я цифровой помощник Фонда. Спросите о кредитах, лизинге, субсидиях, нужных документах или статусе вашего обращения. Чтобы поговорить с сотрудником, напишите «оператор».',
    en: "Hello! I am the Fund's digital assistant. Ask me about loans, leasing, subsidies, the documents you need or the status of your appeal. To talk to a member of staff, type “operator”.",
  },
  fallback: {
    uz: 'Kechirasiz, savolingizni toʻliq tushunmadim. Iltimos, uni boshqacha soʻzlar bilan yozing yoki mavzuni tanlang: kredit, lizing, subsidiya, hujjatlar, murojaatlar.',
    ru: 'Извините, я не совсем понял вопрос. Пожалуйста, переформулируйте его или выберите тему: кредиты, лизинг, субсидии, документы, обращения.',
    en: 'Sorry, I am not sure I understood your question. Please rephrase it or pick a topic: loans, leasing, subsidies, documents, appeals.',
  },
  handoff: {
    uz: 'Savolingizni operatorga uzatyapman. Iltimos, kuting — u shu yerda javob beradi. Operatorlar dushanbadan jumagacha 09:00–18:00 da ishlaydi.',
    ru: 'Передаю ваш вопрос оператору. Пожалуйста, подождите — он ответит здесь же. Операторы работают с понедельника по пятницу, 09:00–18:00.',
    en: 'I am passing your question to an operator. Please wait, they will answer here. Operators work Monday to Friday, 09:00–18:00.',
  },
  handoffThreshold: 0.15,
  entries: [
    {
      question: { uz: 'Jamgʻarma qanday turdagi yordam koʻrsatadi?', ru: 'Какие виды поддержки предоставляет Фонд?', en: 'What kinds of support does the Fund offer?' },
      answer: {
        uz: 'Jamgʻarma qishloq xoʻjaligi mahsulotlari yetishtiruvchilarni uch yoʻl bilan qoʻllab-quvvatlaydi: hamkor tijorat banklari orqali imtiyozli kreditlar, texnika va naslli qoramol lizingi hamda sugʻorish, bogʻdorchilik va issiqxonalar xarajatlarining bir qismini qoplaydigan subsidiyalar. Amaldagi barcha dasturlar shartlari bilan «Dasturlar» boʻlimida keltirilgan.',
        ru: 'Фонд поддерживает сельхозпроизводителей тремя способами: льготные кредиты через коммерческие банки-партнёры, лизинг техники и племенного скота, а также субсидии, возмещающие часть затрат на орошение, сады и теплицы. Все действующие программы с условиями приведены в разделе «Программы».',
        en: 'The Fund supports agricultural producers in three ways: concessional loans through partner commercial banks, leasing of machinery and breeding cattle, and subsidies that reimburse part of the cost of irrigation, orchards and greenhouses. Every current program, with its terms, is listed in the Programs section.',
      },
      keywords: ['dasturlar', 'yordam turlari', 'fermerlarga yordam', 'дастурлар', 'ёрдам турлари', 'программы фонда', 'виды поддержки', 'programs', 'what do you offer'],
    },
    {
      question: { uz: 'Moliyalashtirish uchun qanday ariza beriladi?', ru: 'Как подать заявку на финансирование?', en: 'How do I apply for financing?' },
      answer: {
        uz: 'Avval «Dasturlar» boʻlimida mos dasturni tanlab, uning shartlari bilan tanishing, soʻng ariza va hujjatlarni Jamgʻarmaning hududiy filialiga yoki hamkor tijorat bankiga topshiring; dastur sahifasidan hujjatlarning skan nusxalarini yuklab, onlayn ariza ham berish mumkin. Mutaxassis hujjatlarni tekshiradi va loyiha dastur shartlariga mos kelsa, bank yoki Jamgʻarma siz bilan shartnoma tuzadi.',
        ru: 'Выберите программу в разделе «Программы» и ознакомьтесь с её условиями, затем подайте заявку с документами в региональный филиал Фонда или в коммерческий банк-партнёр; можно подать заявку и онлайн со страницы программы, приложив сканы документов. Специалист проверит документы, и если проект соответствует условиям программы, банк или Фонд заключит с вами договор.',
        en: "Choose a program in the Programs section and read its terms, then take the application and documents to the Fund's regional branch or a partner commercial bank; you can also apply online from the program's page by uploading scans of the documents. A specialist checks the documents, and if the project meets the program's terms the bank or the Fund signs a contract with you.",
      },
      keywords: ['ariza berish', 'qayerga topshirish', 'kridit olish', 'ариза бериш', 'подать заявку', 'как получить кредит', 'apply', 'where to apply', 'onlayn ariza'],
    },
    {
      question: { uz: 'Kredit olish uchun qanday hujjatlar kerak?', ru: 'Какие документы нужны для получения кредита?', en: 'What documents do I need for a loan?' },
      answer: {
        uz: 'Har qanday kredit dasturi uchun kredit olish uchun ariza, yer uchastkasini ijaraga olish shartnomasi yoki kadastr koʻchirmasi, biznes-reja, soʻnggi hisobot davri uchun moliyaviy hisobot hamda xoʻjalik rahbarining pasporti kerak. Ayrim dasturlar qoʻshimcha hujjat soʻraydi: masalan, «Paxta klasterlari uchun aylanma mablagʻlar krediti» uchun paxta xom ashyosini yetkazib berish boʻyicha kontraktatsiya shartnomasi, «Zamonaviy issiqxonalar qurish uchun kredit» uchun esa issiqxona loyihasi va smeta hujjatlari.',
        ru: 'Для любой кредитной программы нужны заявление на получение кредита, договор аренды земельного участка или кадастровая выписка, бизнес-план, финансовая отчётность за последний отчётный период и паспорт руководителя хозяйства. Некоторые программы требуют больше: например, для «Кредита на оборотные средства для хлопковых кластеров» — контрактационный договор на поставку хлопка-сырца, для «Кредита на строительство современных теплиц» — проект теплицы и смета.',
        en: 'Every loan program needs a loan application, a land lease agreement or cadastral extract, a business plan, financial statements for the last reporting period and the passport of the head of the farm. Some programs ask for more: Working capital loans for cotton clusters need a forward contract for the delivery of raw cotton, and Loans for building modern greenhouses need the greenhouse design and cost estimate.',
      },
      keywords: [
        'kredit hujjatlari',
        'hujjatlar roʻyxati',
        'hujjatlar royxati',
        'кредит учун ҳужжатлар',
        'ҳужжатлар',
        'документы для кредита',
        'documents for a loan',
        'papers',
        'kridit hujjatlari',
      ],
    },
    {
      question: {
        uz: 'Texnikani lizingga olish uchun qanday hujjatlar kerak?',
        ru: 'Какие документы нужны для лизинга техники?',
        en: 'What documents do I need to lease machinery?',
      },
      answer: {
        uz: '«Traktor va kombaynlar lizingi» hamda «Paxta terish mashinalari lizingi» dasturlari boʻyicha lizing uchun ariza, xoʻjalikning davlat roʻyxatidan oʻtganlik toʻgʻrisidagi guvohnomasi, boshlangʻich toʻlov toʻlanganligini tasdiqlovchi hujjat va texnika saqlanadigan joy haqidagi maʼlumot, shuningdek yer hujjatlari va tanlangan texnikaning spetsifikatsiyasi yoki tijorat taklifi topshiriladi. Filial yer maydoni texnikaga mosligini tekshiradi: masalan, paxta terish mashinasi paxta yetishtiruvchi xoʻjaliklarga beriladi.',
        ru: 'По программам «Лизинг тракторов и комбайнов» и «Лизинг хлопкоуборочных машин» подаются заявка на лизинг, свидетельство о государственной регистрации хозяйства, документ об уплате аванса и сведения о месте хранения техники, а также документы на землю и спецификация или коммерческое предложение на выбранную машину. Филиал проверяет, соответствует ли технике площадь угодий: например, хлопкоуборочная машина передаётся хозяйствам, выращивающим хлопок.',
        en: 'Under Tractor and combine leasing and Cotton picker leasing you submit a leasing application, the certificate of state registration of the farm, proof of the down payment and where the machinery will be kept, together with the land documents and the specification or commercial offer of the chosen machine. The branch checks that your land matches the machine: a cotton picker, for example, goes to farms that grow cotton.',
      },
      keywords: [
        'lizing hujjatlari',
        'lizingga olish',
        'лизинг ҳужжатлари',
        'лизингга олиш',
        'документы на лизинг',
        'leasing documents',
        'lease a tractor',
        'lising',
        'трактор',
      ],
    },
    {
      question: {
        uz: 'Subsidiya olish uchun qanday hujjatlar topshiriladi?',
        ru: 'Какие документы нужны для получения субсидии?',
        en: 'What documents do I need to apply for a subsidy?',
      },
      answer: {
        uz: 'Har qanday subsidiya uchun subsidiya olish uchun ariza, yer uchastkasiga boʻlgan huquqni tasdiqlovchi hujjat va bank rekvizitlari kerak. Bundan tashqari, ish bajarilganini tasdiqlovchi hujjatlar ilova qilinadi: sugʻorish subsidiyasi uchun tomchilatib sugʻorish tizimi loyihasi, intensiv bogʻ subsidiyasi uchun koʻchatlar sertifikatlari va tuman komissiyasi dalolatnomasi, issiqxonalarda energiya tejash subsidiyasi uchun uskunani ishga tushirish dalolatnomasi, hisob-fakturalar va toʻlov hujjatlari.',
        ru: 'Для любой субсидии нужны заявление на получение субсидии, документ о праве на земельный участок и банковские реквизиты. Кроме того, прилагаются документы о выполненных работах: для субсидии на орошение — проект системы капельного орошения, для субсидии на интенсивные сады — сертификаты на саженцы и акт районной комиссии, для субсидии на энергосбережение в теплицах — акт ввода оборудования, счета-фактуры и платёжные документы.',
        en: 'Every subsidy needs a subsidy application, proof of your right to the land plot and your bank details. You also attach proof that the work was done: the drip irrigation system design for the irrigation subsidy, sapling certificates and the district commission certificate for the orchard subsidy, and the commissioning certificate, invoices and payment documents for the greenhouse energy-saving subsidy.',
      },
      keywords: ['subsidiya hujjatlari', 'subsidya', 'субсидия ҳужжатлари', 'документы на субсидию', 'субсидя', 'subsidy documents', 'subsidy papers', 'dalolatnoma'],
    },
    {
      question: {
        uz: 'Kredit uchun qanday taʼminot (garov) talab qilinadi?',
        ru: 'Какое обеспечение (залог) требуется по кредиту?',
        en: 'What collateral does the Fund accept?',
      },
      answer: {
        uz: 'Mavsumiy aylanma mablagʻ kreditlarida taʼminot odatda hosil boʻyicha kontraktatsiya shartnomasi va sugʻurta polisidan iborat, masalan, «Paxta klasterlari uchun aylanma mablagʻlar krediti»da. «Zamonaviy issiqxonalar qurish uchun kredit» kabi investitsiya kreditlari koʻchmas mulk, transport yoki uskuna garovi, bank kafolati yoki uchinchi shaxs kafilligi bilan taʼminlanadi, ularning qiymati kredit summasining kamida 110 foizi boʻlishi kerak. Lizingda toʻliq toʻlanmaguncha texnika yoki mollarning oʻzi taʼminot hisoblanadi.',
        ru: 'По сезонным кредитам на оборотные средства обеспечением обычно служат контрактационный договор на урожай и страховой полис, как в «Кредите на оборотные средства для хлопковых кластеров». Инвестиционные кредиты, например «Кредит на строительство современных теплиц», обеспечиваются залогом недвижимости, транспорта или оборудования, банковской гарантией или поручительством третьего лица на сумму не менее 110 процентов кредита. В лизинге до полной оплаты обеспечением служит сама техника или скот.',
        en: 'Seasonal working-capital loans are usually secured by a forward contract on the harvest and an insurance policy, as in Working capital loans for cotton clusters. Investment loans such as Loans for building modern greenhouses are secured by a pledge of real estate, vehicles or equipment, a bank guarantee or a third-party guarantee worth at least 110 percent of the loan. In leasing, the machine or livestock itself is the security until it is paid off.',
      },
      keywords: ['garov', 'garovga qoʻyish', 'taʼminot', "ta'minot", 'гаров', 'таъминот', 'залог', 'обеспечение', 'поручитель', 'collateral'],
    },
    {
      question: {
        uz: 'Foiz stavkasi butun muddat davomida oʻzgarmaydimi?',
        ru: 'Фиксирована ли процентная ставка на весь срок?',
        en: 'Is the interest rate fixed for the whole term?',
      },
      answer: {
        uz: 'Ha. Kredit yoki lizing shartnomangizda koʻrsatilgan stavka butun muddat davomida oʻzgarmaydi, hatto Jamgʻarma keyinchalik yangi qarz oluvchilar uchun dastur stavkasini oʻzgartirsa ham. Stavka faqat sizning foydangizga, shartnomaga qoʻshimcha kelishuv bilan oʻzgartirilishi mumkin.',
        ru: 'Да. Ставка, указанная в вашем кредитном или лизинговом договоре, не меняется весь срок, даже если Фонд позже изменит ставку программы для новых заёмщиков. Изменить её можно только в вашу пользу — дополнительным соглашением к договору.',
        en: 'Yes. The rate in your loan or leasing contract stays the same for the whole term, even if the Fund later changes the rate of the program for new borrowers. It can only be changed in your favour, by an addendum to the contract.',
      },
      keywords: [
        'stavka oʻzgaradimi',
        'stavka ozgaradimi',
        'oʻzgarmas stavka',
        'ставка ўзгарадими',
        'фиксированная ставка',
        'изменится ли ставка',
        'fixed rate',
        'rate change',
        'raise the rate',
      ],
    },
    {
      question: {
        uz: 'Imtiyozli davr nima va u qaysi dasturlarda bor?',
        ru: 'Что такое льготный период и в каких программах он есть?',
        en: 'What is a grace period and which programs have one?',
      },
      answer: {
        uz: 'Imtiyozli davrda asosiy qarz toʻlanmaydi, faqat foiz yoki lizing haqi toʻlanadi, bu vaqtda texnika, mollar yoki issiqxona daromad keltira boshlaydi. «Paxta terish mashinalari lizingi»da imtiyozli davr 1 yil, «Zamonaviy issiqxonalar qurish uchun kredit»da 2 yil, «Naslli qoramol lizingi»da 6 oy; mavsumiy kreditlar hosildan qaytariladi va ularda imtiyozli davr yoʻq.',
        ru: 'В льготный период основной долг не погашается, платятся только проценты или лизинговая плата, пока техника, скот или теплица начинают приносить доход. В «Лизинге хлопкоуборочных машин» льготный период — 1 год, в «Кредите на строительство современных теплиц» — 2 года, в «Лизинге племенного крупного рогатого скота» — 6 месяцев; сезонные кредиты погашаются из урожая и льготного периода не имеют.',
        en: 'During a grace period you pay no principal, only the interest or leasing fee, while the machine, animals or greenhouse start to earn. Cotton picker leasing has a 1-year grace period, Loans for building modern greenhouses 2 years and Breeding cattle leasing 6 months; seasonal loans are repaid from the harvest and have none.',
      },
      keywords: ['imtiyozli davr', 'imtiyozli muddat', 'имтиёзли давр', 'льготный период', 'отсрочка основного долга', 'grace period', 'no principal', 'greys'],
    },
    {
      question: { uz: 'Kredit yoki lizing qanday qaytariladi?', ru: 'Как погашать кредит или лизинг?', en: 'How do I repay a loan or leasing?' },
      answer: {
        uz: 'Toʻlovlar shartnomaga ilova qilingan jadval boʻyicha xoʻjalik hisob raqamidan hamkor bankka yoki Jamgʻarmaning lizing hisob raqamiga oʻtkaziladi; toʻlov maqsadida shartnoma raqami koʻrsatilishi shart. Mavsumiy kreditlar hosil topshirilgach bir yoʻla qaytariladi, masalan, «Tovar bugʻdoy uchun boʻnak krediti» don qabul qilish punktiga topshirilgan gʻalla hisobidan soʻndiriladi, texnika lizingi esa hosil oylariga bogʻlangan mavsumiy jadval boʻyicha toʻlanadi.',
        ru: 'Платежи вносятся по графику, приложенному к договору, переводом с расчётного счёта хозяйства в банк-партнёр или на лизинговый счёт Фонда; в назначении платежа обязательно указывается номер договора. Сезонные кредиты погашаются единовременно после сдачи урожая — например, «Авансовый кредит под товарную пшеницу» гасится за счёт зерна, сданного на приёмный пункт, — а лизинг техники оплачивается по сезонному графику, привязанному к месяцам урожая.',
        en: "You pay on the schedule attached to your contract, by transfer from the farm's bank account to the partner bank or to the Fund's leasing account, with the contract number in the payment details. Seasonal loans are repaid in one sum once the harvest is delivered (Advance loans for commodity wheat, for example, from the grain handed in to a collection point), while machinery leasing follows a seasonal schedule tied to your harvest months.",
      },
      keywords: ['qaytarish', 'toʻlov jadvali', 'tolov grafigi', 'тўлов жадвали', 'погашение', 'график платежей', 'repayment', 'pay back', 'soʻndirish'],
    },
    {
      question: { uz: 'Kreditni muddatidan oldin qaytarsa boʻladimi?', ru: 'Можно ли погасить кредит досрочно?', en: 'Can I repay a loan early?' },
      answer: {
        uz: 'Ha, istalgan vaqtda toʻliq yoki qisman va hech qanday jarimasiz. Hamkor bankni kamida 5 ish kuni oldin yozma ravishda xabardor qiling; foiz faqat mablagʻdan haqiqatda foydalanilgan kunlar uchun hisoblanadi, qisman qaytarilgandan soʻng esa bank yangi toʻlov jadvalini beradi.',
        ru: 'Да, полностью или частично в любое время и без штрафа. Письменно уведомите банк-партнёр не менее чем за 5 рабочих дней; проценты начисляются только за дни фактического пользования деньгами, а после частичного погашения банк выдаёт новый график.',
        en: 'Yes, in full or in part at any time and without a penalty. Notify the partner bank in writing at least 5 working days before; interest is charged only for the days you actually had the money, and after a partial repayment the bank gives you a new schedule.',
      },
      keywords: ['muddatidan oldin', 'kreditni yopish', 'муддатидан олдин', 'досрочное погашение', 'досрочно', 'early repayment', 'pay off early', 'prepay'],
    },
    {
      question: { uz: 'Toʻlovni kechiktirsam nima boʻladi?', ru: 'Что будет, если я просрочу платёж?', en: 'What happens if I miss a payment?' },
      answer: {
        uz: 'Kechiktirilgan har bir kun uchun muddati oʻtgan summaning 0,05 foizi miqdorida penya hisoblanadi, lekin u shu summaning yarmidan oshmaydi, kechikish esa kredit byurosiga maʼlum qilinadi va keyingi arizalarga taʼsir qiladi. Toʻlov 90 kundan ortiq kechiksa, bank garovni undirishi, lizingda esa Jamgʻarma texnikani qaytarib olishi mumkin, shuning uchun qiyinchilik kutilsa, toʻlov sanasidan oldin bankingizga murojaat qiling.',
        ru: 'За каждый день просрочки начисляется пеня 0,05 процента от просроченной суммы, но не более половины этой суммы, а просрочка передаётся в кредитное бюро и влияет на будущие заявки. При просрочке свыше 90 дней банк вправе обратить взыскание на залог, а в лизинге Фонд может изъять технику, поэтому, если ожидаете трудностей, обратитесь в банк до даты платежа.',
        en: 'A penalty of 0.05 percent of the overdue amount accrues for each day of delay, up to half of that amount, and the delay is reported to the credit bureau, which affects later applications. After 90 days overdue the bank may enforce the collateral, and in leasing the Fund may take the machine back, so contact your bank before the due date if you expect difficulties.',
      },
      keywords: ['kechikish', 'penya', 'muddati oʻtgan', 'пеня', 'муддати ўтган', 'просрочка', 'штраф за просрочку', 'late payment', 'missed payment', 'overdue'],
    },
    {
      question: {
        uz: 'Qurgʻoqchilik, doʻl yoki boshqa tabiiy ofatdan keyin toʻlovni kechiktirish mumkinmi?',
        ru: 'Можно ли отсрочить платежи после засухи, града или другого стихийного бедствия?',
        en: 'Can repayments be deferred after a drought, hail or another natural disaster?',
      },
      answer: {
        uz: 'Ha. Agar hosilning kamida 30 foizi nobud boʻlgan boʻlsa, hodisadan keyin 30 kun ichida tuman komissiyasining zarar toʻgʻrisidagi dalolatnomasi va sugʻurta kompaniyasining qarori bilan hududiy filialga murojaat qiling; Jamgʻarma asosiy qarz toʻlovini 12 oygacha kechiktirishi yoki jadvalni qayta tuzishi mumkin. Nobud boʻlgan hosil uchun sugʻurta toʻlovi birinchi navbatda kreditni soʻndirishga yoʻnaltiriladi.',
        ru: 'Да. Если погибло не менее 30 процентов урожая, в течение 30 дней после события обратитесь в региональный филиал с актом районной комиссии об ущербе и решением страховой компании; Фонд может отсрочить выплату основного долга до 12 месяцев или реструктуризировать график. Страховое возмещение за погибший урожай в первую очередь направляется на погашение кредита.',
        en: "Yes. If at least 30 percent of the harvest was lost, apply to the regional branch within 30 days of the event with the district commission's damage report and the insurer's decision; the Fund can then defer principal payments by up to 12 months or restructure the schedule. The insurance payout for the lost crop goes first to repaying the loan.",
      },
      keywords: ['qurgʻoqchilik', 'qurgoqchilik', 'doʻl', 'hosil nobud', 'табиий офат', 'засуха', 'град', 'реструктуризация', 'natural disaster', 'crop failure'],
    },
    {
      question: {
        uz: 'Hosil, texnika yoki mollarni sugʻurta qilish majburiymi?',
        ru: 'Обязательно ли страховать урожай, технику или скот?',
        en: 'Do I have to insure my crop, machinery or livestock?',
      },
      answer: {
        uz: 'Ha. Mavsumiy kredit hisobidan yetishtiriladigan hosil mavsum davomida qurgʻoqchilik, doʻl, sovuq urishi va suv toshqinidan sugʻurta qilinadi, lizingdagi texnika va naslli qoramol esa butun lizing muddatiga sugʻurtalanadi. Litsenziyaga ega istalgan sugʻurta kompaniyasini tanlaysiz, mukofotni oʻzingiz toʻlaysiz (odatda yiliga sugʻurta summasining 1–3 foizi) va bank yoki Jamgʻarmani naf oluvchi qilib koʻrsatasiz; lizingda mukofot toʻlovlarga qoʻshilishi mumkin.',
        ru: 'Да. Урожай, выращиваемый на сезонный кредит, страхуется на сезон от засухи, града, заморозков и паводка, а техника и племенной скот в лизинге — на весь срок лизинга. Вы выбираете любую лицензированную страховую компанию, сами оплачиваете премию (обычно 1–3 процента страховой суммы в год) и указываете выгодоприобретателем банк или Фонд; в лизинге премию можно включить в платежи.',
        en: 'Yes. Crops grown on a seasonal loan are insured for the season against drought, hail, frost and flood, and leased machinery and breeding cattle are insured for the whole leasing term. You choose any licensed insurer, pay the premium yourself (usually 1–3 percent of the sum insured a year) and name the bank or the Fund as beneficiary; in leasing the premium can be added to the payments.',
      },
      keywords: ['sugʻurta', 'sugurta', "sug'urta", 'суғурта', 'страховка', 'страхование', 'insurance', 'insure', 'sugʻurta qilish'],
    },
    {
      question: { uz: 'Ariza nima sababdan rad etilishi mumkin?', ru: 'По каким причинам могут отказать в заявке?', en: 'Why can an application be refused?' },
      answer: {
        uz: 'Eng koʻp uchraydigan sabablar: hujjatlar toʻliq emasligi, soliq qarzdorligi yoki kredit tarixida muddati oʻtgan qarzlar borligi, yerga boʻlgan huquq kredit muddatidan oldin tugashi, taʼminot yetarli emasligi yoki loyiha dastur shartlariga mos kelmasligi (masalan, issiqxona maydoni 1 gektardan kichik boʻlsa). Rad javobi xatida sabab albatta koʻrsatiladi; uni bartaraf etgach, kutmasdan qayta ariza berishingiz mumkin.',
        ru: 'Чаще всего отказывают из-за неполного пакета документов, налоговой задолженности или просрочек в кредитной истории, права на землю, истекающего раньше срока кредита, недостаточного обеспечения или несоответствия проекта условиям программы (например, теплица меньше 1 гектара). В письме об отказе всегда указывается причина; устранив её, можно сразу подать заявку повторно.',
        en: "The usual reasons are an incomplete set of documents, tax arrears or overdue debts in the credit history, land rights that end before the loan term, insufficient collateral, or a project that does not meet the program's terms (a greenhouse smaller than 1 hectare, for example). The refusal letter always states the reason; once it is fixed you may apply again straight away.",
      },
      keywords: ['rad etildi', 'rad javobi', 'nega rad', 'рад этилди', 'отказ', 'отказали', 'почему отказали', 'refused', 'rejected', 'refusal reason'],
    },
    {
      question: {
        uz: 'Rad javobi yoki filial xodimining harakatlari ustidan qanday shikoyat qilaman?',
        ru: 'Как обжаловать отказ или пожаловаться на действия сотрудника филиала?',
        en: 'How do I complain about a refusal or about the actions of a branch employee?',
      },
      answer: {
        uz: 'Saytdagi murojaat shakli orqali «Shikoyat» turidagi murojaat yuboring, murojaat@agrofond.uz manziliga yozing yoki ishonch telefoniga qoʻngʻiroq qiling; rad javobi xatini ilova qiling yoki filial nomi va sanani koʻrsatib, nima boʻlganini yozing. Shikoyatni tegishli filial emas, bosh ofis koʻrib chiqadi va 15 kun ichida javob beradi; javobga rozi boʻlmasangiz, sudga murojaat qilishingiz mumkin.',
        ru: 'Отправьте обращение типа «Жалоба» через форму на сайте, на адрес murojaat@agrofond.uz или через телефон доверия, приложив письмо об отказе или описав, что произошло, с названием филиала и датой. Жалобу рассматривает головной офис, а не сам филиал, ответ даётся в течение 15 дней; если вы с ним не согласны, можно обратиться в суд.',
        en: 'Send an appeal of the “Complaint” type through the appeal form on this site, by email to murojaat@agrofond.uz or through the helpline, attaching the refusal letter or describing what happened with the branch and the date. The complaint is reviewed by the head office, not by the branch concerned, and answered within 15 days; if you disagree with the answer, you can go to court.',
      },
      keywords: ['shikoyat', 'shikoyat qilish', 'шикоят', 'жалоба', 'обжаловать', 'пожаловаться', 'complaint', 'complain', 'appeal a decision'],
    },
    {
      question: { uz: 'Murojaatim holatini qanday kuzatsam boʻladi?', ru: 'Как отследить статус моего обращения?', en: 'How can I track my appeal?' },
      answer: {
        uz: 'Murojaat yuborganingizda SMS yoki elektron pochta orqali A26-7KQ2-M9XD koʻrinishidagi kuzatish kodi keladi. Saytdagi «Murojaat holatini tekshirish» sahifasida shu kod va koʻrsatgan telefon raqamingizni kiritib, murojaat yangi, koʻrib chiqilmoqda, javob berilgan yoki rad etilganini bilasiz va javobni oʻqiysiz.',
        ru: 'При отправке обращения вы получаете по SMS или электронной почте код отслеживания вида A26-7KQ2-M9XD. Введите код и указанный вами номер телефона на странице «Проверить статус обращения», чтобы узнать, новое ли обращение, на рассмотрении, дан ли ответ или оно отклонено, и прочитать ответ.',
        en: 'When you send an appeal you receive a tracking code such as A26-7KQ2-M9XD by SMS or email. Enter the code and the phone number you gave on the “Check appeal status” page of this site to see whether the appeal is new, in progress, answered or rejected, and to read the answer.',
      },
      keywords: [
        'kuzatish kodi',
        'murojaat holati',
        'murojaat xolati',
        'мурожаат ҳолати',
        'статус обращения',
        'код отслеживания',
        'track appeal',
        'tracking code',
        'appeal status',
      ],
    },
    {
      question: {
        uz: 'Nega murojaatimga javob berish muddati uzaytirildi?',
        ru: 'Почему продлили срок ответа на моё обращение?',
        en: 'Why was the answer term of my appeal extended?',
      },
      answer: {
        uz: 'Murojaatga odatda 15 kun ichida javob beriladi, biroq joyida oʻrganish, boshqa idoralardan hujjat olish yoki kredit qoʻmitasining qarori kerak boʻlsa, Jamgʻarma muddatni bir marta, koʻpi bilan 30 kunga uzaytirishi mumkin. Sabab va yangi sana, agar manzil koʻrsatgan boʻlsangiz, elektron pochtangizga yuboriladi hamda murojaat holati sahifasida koʻrsatiladi.',
        ru: 'Обычно ответ на обращение даётся в течение 15 дней, но если нужна проверка на месте, документы от других органов или решение кредитного комитета, Фонд может один раз продлить срок не более чем на 30 дней. Причина и новая дата сообщаются по электронной почте, если вы указали адрес, и отображаются на странице статуса обращения.',
        en: 'An appeal is normally answered within 15 days, but when it needs an inspection on site, documents from other bodies or a credit committee decision, the Fund may extend the term once, by at most 30 days. You are told the reason and the new date by email, if you gave an address, and both are shown on the appeal status page.',
      },
      keywords: ['muddat uzaytirildi', 'uzaytirish', 'javob kechikdi', 'муддат узайтирилди', 'продление срока', 'продлили срок', 'term extended', 'extension'],
    },
    {
      question: {
        uz: 'Fuqarolar qabulxonasi qayerda va qachon ishlaydi?',
        ru: 'Где находится приёмная и когда она работает?',
        en: 'Where is the reception and when is it open?',
      },
      answer: {
        uz: 'Fuqarolar qabulxonasi Toshkent shahri, Yunusobod tumani, Amir Temur shoh koʻchasi, 107-uyda joylashgan va dushanbadan jumagacha 09:00–18:00 da ishlaydi (tushlik 13:00–14:00). Qabulga ishonch telefoni yoki murojaat shakli orqali oldindan yoziling va oʻzingiz bilan shaxsingizni tasdiqlovchi hujjat hamda masalangizga oid hujjatlarni olib keling.',
        ru: 'Приёмная граждан находится по адресу: г. Ташкент, Юнусабадский район, проспект Амира Темура, 107, и работает с понедельника по пятницу, 09:00–18:00, обед с 13:00 до 14:00. Запишитесь заранее по телефону доверия или через форму обращения и возьмите документ, удостоверяющий личность, и документы по вашему вопросу.',
        en: 'The citizen reception is at 107 Amir Temur Avenue, Yunusabad district, Tashkent, and is open Monday to Friday, 09:00–18:00, with lunch from 13:00 to 14:00. Book your visit in advance through the helpline or the appeal form and bring an identity document and the papers your question concerns.',
      },
      keywords: ['qabulxona', 'ish vaqti', 'manzil', 'қабулхона', 'иш вақти', 'приёмная', 'часы работы', 'адрес', 'working hours', 'address'],
    },
    {
      question: {
        uz: 'Jamgʻarma rahbariyati fuqarolarni qachon qabul qiladi?',
        ru: 'Когда руководство Фонда принимает граждан?',
        en: "When does the Fund's management receive citizens?",
      },
      answer: {
        uz: 'Jamgʻarma direktori Abdullayev Jasur Karimovich seshanba kunlari 10:00–12:00 da, direktorning birinchi oʻrinbosari Rahimova Dilnoza Bahodirovna payshanba kunlari 14:00–16:00 da, lizing masalalari boʻyicha direktor oʻrinbosari Yoʻldoshev Sardor Alisherovich juma kunlari 10:00–12:00 da qabul qiladi. Qabulga ishonch telefoni +998 71 203-50-55 yoki saytdagi murojaat shakli orqali oldindan yoziling.',
        ru: 'Директор Фонда Абдуллаев Жасур Каримович принимает граждан по вторникам, 10:00–12:00, первый заместитель директора Рахимова Дильноза Баходировна — по четвергам, 14:00–16:00, заместитель директора по вопросам лизинга Юлдашев Сардор Алишерович — по пятницам, 10:00–12:00. Запишитесь заранее по телефону доверия +998 71 203-50-55 или через форму обращения на сайте.',
        en: 'The Director, Jasur Abdullayev, receives citizens on Tuesdays, 10:00–12:00; the First Deputy Director, Dilnoza Rahimova, on Thursdays, 14:00–16:00; and the Deputy Director for Leasing, Sardor Yuldashev, on Fridays, 10:00–12:00. Book in advance through the helpline +998 71 203-50-55 or the appeal form on this site.',
      },
      keywords: [
        'direktor qabuli',
        'rahbariyat qabuli',
        'директор қабули',
        'раҳбарият',
        'приём директора',
        'руководство',
        'director',
        'meet the director',
        'shaxsiy qabul',
      ],
    },
    {
      question: { uz: 'Ishonch telefoni raqami qanday?', ru: 'Какой номер телефона доверия?', en: 'What is the helpline number?' },
      answer: {
        uz: 'Ishonch telefoni: +998 71 203-50-55, Jamgʻarmaning asosiy raqami: +998 71 203-50-50; ikkalasi ham dushanbadan jumagacha 09:00–18:00 da ishlaydi. Shuningdek, murojaat@agrofond.uz manziliga yozishingiz mumkin.',
        ru: 'Телефон доверия: +998 71 203-50-55, основной номер Фонда: +998 71 203-50-50; оба работают с понедельника по пятницу, 09:00–18:00. Также можно написать на murojaat@agrofond.uz.',
        en: "The helpline is +998 71 203-50-55 and the Fund's main number is +998 71 203-50-50; both answer Monday to Friday, 09:00–18:00. You can also write to murojaat@agrofond.uz.",
      },
      keywords: ['ishonch telefoni', 'telefon raqami', 'ишонч телефони', 'телефон доверия', 'номер телефона', 'helpline', 'phone number', 'hotline', 'email'],
    },
    {
      question: { uz: 'Jamgʻarmaning viloyatlarda filiallari bormi?', ru: 'Есть ли у Фонда региональные филиалы?', en: 'Does the Fund have regional branches?' },
      answer: {
        uz: 'Ha: Jamgʻarmaning Qoraqalpogʻiston Respublikasi uchun Nukus shahrida va 12 ta viloyatning har birining markazida filiali bor, Toshkent shahriga esa bosh ofis xizmat koʻrsatadi. Filiallar ariza qabul qiladi, fermerlarga maslahat beradi va loyihalarni joyida oʻrganadi; ularning manzil va telefonlari «Aloqa» sahifasida keltirilgan.',
        ru: 'Да: у Фонда есть филиал в Нукусе для Республики Каракалпакстан и в центре каждой из 12 областей, а город Ташкент обслуживает головной офис. Филиалы принимают заявки, консультируют фермеров и проверяют проекты на месте; их адреса и телефоны указаны на странице «Контакты».',
        en: 'Yes: the Fund has a branch in Nukus for the Republic of Karakalpakstan and one in the centre of each of the 12 regions, while the head office serves Tashkent city. Branches accept applications, advise farmers and inspect projects on site; their addresses and phone numbers are on the Contacts page.',
      },
      keywords: ['filial', 'hududiy filial', 'viloyat', 'филиал', 'вилоят', 'региональный филиал', 'отделение', 'branch', 'regional office'],
    },
    {
      question: {
        uz: 'Arizani bankka berish kerakmi yoki toʻgʻridan-toʻgʻri Jamgʻarmagami?',
        ru: 'Обращаться в банк или напрямую в Фонд?',
        en: 'Do I apply through a bank or directly to the Fund?',
      },
      answer: {
        uz: 'Bu yordam turiga bogʻliq: kreditlarni Jamgʻarma mablagʻlari hisobidan hamkor tijorat banklari beradi, shuning uchun kredit shartnomasi bank bilan tuziladi; lizing shartnomasi hududiy filial orqali Jamgʻarmaning oʻzi bilan tuziladi; subsidiyalarni esa bevosita Jamgʻarma beradi va toʻlaydi. Hududiy filial bu arizalarning istalganini qabul qiladi va kredit arizasini siz tanlagan bankka yuboradi.',
        ru: 'Зависит от вида поддержки: кредиты выдают коммерческие банки-партнёры за счёт средств Фонда, поэтому кредитный договор заключается с банком; договор лизинга заключается с самим Фондом через региональный филиал; субсидии предоставляет и выплачивает непосредственно Фонд. Региональный филиал примет любую из этих заявок и передаст кредитную заявку в выбранный вами банк.',
        en: "It depends on the kind of support: loans are issued by partner commercial banks from the Fund's resources, so the loan contract is signed with the bank; leasing contracts are signed with the Fund itself through its regional branch; subsidies are granted and paid by the Fund directly. A regional branch accepts any of these applications and passes a loan application to the bank you choose.",
      },
      keywords: ['hamkor bank', 'bank orqali', 'qaysi bank', 'ҳамкор банк', 'банк-партнёр', 'через банк', 'partner bank', 'which bank', 'банк или фонд'],
    },
    {
      question: {
        uz: 'Kredit yoki lizing arizam qaysi bosqichda ekanini qanday bilaman?',
        ru: 'Как узнать, на каком этапе моя заявка на финансирование?',
        en: 'How can I find out the status of my financing application?',
      },
      answer: {
        uz: 'Ariza topshirilgach, uning raqami SMS orqali yuboriladi va har bir bosqichda yangi SMS keladi: hujjatlar qabul qilindi, bankka yoki kredit qoʻmitasiga yuborildi, maʼqullandi yoki rad etildi. Onlayn ariza bergan boʻlsangiz, bosqichni saytda ham koʻrasiz; aks holda arizani qabul qilgan filialga qoʻngʻiroq qilib, ariza raqamini ayting.',
        ru: 'После подачи заявки вы получаете её номер по SMS, и на каждом этапе приходит новое SMS: документы приняты, переданы в банк или на кредитный комитет, одобрено или отказано. Если заявка подана онлайн, этап виден и на сайте; иначе позвоните в филиал, принявший заявку, и назовите её номер.',
        en: 'After you apply you receive the application number by SMS, and a new SMS arrives at each stage: documents accepted, sent to the bank or the credit committee, approved or refused. If you applied online you can also see the stage on the site; otherwise call the branch that took the application and give its number.',
      },
      keywords: ['ariza holati', 'qaysi bosqichda', 'ариза ҳолати', 'қайси босқичда', 'статус заявки', 'этап заявки', 'application status', 'my application'],
    },
    {
      question: {
        uz: 'Yangi roʻyxatdan oʻtgan fermer xoʻjaligi moliyalashtirish olishi mumkinmi?',
        ru: 'Может ли получить финансирование только что зарегистрированное хозяйство?',
        en: 'Can a newly registered farm get financing?',
      },
      answer: {
        uz: 'Ha, kredit tarixi talab qilinmaydi. Yangi xoʻjalikda moliyalashtirish muddatidan kam boʻlmagan muddatga yerga boʻlgan huquq, mablagʻ qanday qaytarilishini koʻrsatuvchi biznes-reja va kredit uchun garov yoki kafil boʻlishi kerak. Hududiy filial biznes-rejani tayyorlashga yordam beradi, boshlash uchun esa koʻpincha lizing eng qulay yoʻl boʻladi.',
        ru: 'Да, кредитная история не требуется. У нового хозяйства должно быть право на землю не меньше срока финансирования, бизнес-план, показывающий, как будут возвращены деньги, а для кредита — залог или поручитель. Региональный филиал поможет подготовить бизнес-план, а начинать часто проще всего с лизинга.',
        en: 'Yes, no credit history is required. A new farm needs land rights for at least the term of the financing, a business plan showing how the money will be repaid and, for a loan, collateral or a guarantor. The regional branch helps with the business plan, and leasing is often the easiest way to start.',
      },
      keywords: ['yangi fermer', 'yangi xoʻjalik', 'kredit tarixi', 'янги фермер', 'новое хозяйство', 'начинающий фермер', 'new farm', 'no credit history', 'startup'],
    },
    {
      question: { uz: 'Qancha miqdorda moliyalashtirish olish mumkin?', ru: 'Какую максимальную сумму можно получить?', en: 'How much financing can I get?' },
      answer: {
        uz: 'Miqdor dasturga bogʻliq: mavsumiy kreditlar gektar hisobidan belgilanadi («Paxta klasterlari uchun aylanma mablagʻlar krediti»da 1 gektar paxtaga 12 mln soʻmgacha, «Tovar bugʻdoy uchun boʻnak krediti»da 1 gektarga 8 mln soʻmgacha), «Zamonaviy issiqxonalar qurish uchun kredit» kabi investitsiya kreditlari esa loyiha qiymatining 80 foizigacha qoplaydi. Bitta qarz oluvchining Jamgʻarma oldidagi umumiy qarzi 10 mlrd soʻmdan oshmasligi kerak.',
        ru: 'Сумма зависит от программы: сезонные кредиты рассчитываются на гектар (до 12 млн сумов на 1 гектар хлопчатника по «Кредиту на оборотные средства для хлопковых кластеров», до 8 млн сумов по «Авансовому кредиту под товарную пшеницу»), а инвестиционные, например «Кредит на строительство современных теплиц», покрывают до 80 процентов стоимости проекта. Общий долг одного заёмщика перед Фондом не может превышать 10 млрд сумов.',
        en: 'It depends on the program: seasonal loans are set per hectare (up to UZS 12 million per hectare of cotton under Working capital loans for cotton clusters, up to UZS 8 million under Advance loans for commodity wheat), while investment loans such as Loans for building modern greenhouses cover up to 80 percent of the project cost. One borrower may owe the Fund no more than UZS 10 billion in total.',
      },
      keywords: ['kredit miqdori', 'qancha pul', 'maksimal summa', 'кредит миқдори', 'сумма кредита', 'максимальная сумма', 'how much', 'loan amount', 'maximum'],
    },
    {
      question: { uz: 'Jamgʻarma nimalarni moliyalashtirmaydi?', ru: 'Что Фонд не финансирует?', en: 'What does the Fund not finance?' },
      answer: {
        uz: 'Jamgʻarma yer yoki uy-joy sotib olish, yengil avtomobillar, isteʼmol ehtiyojlari, boshqa banklardagi qarzlarni qayta moliyalashtirish hamda qishloq xoʻjaligi va baliqchilikka aloqasi boʻlmagan biznesni moliyalashtirmaydi. Qayta ishlash va saqlash faqat dasturda nazarda tutilgan hollarda moliyalashtiriladi.',
        ru: 'Фонд не финансирует покупку земли или жилья, легковых автомобилей, потребительские нужды, рефинансирование долгов перед другими банками и бизнес, не связанный с сельским хозяйством и рыбоводством. Переработка и хранение финансируются, только если это предусмотрено программой.',
        en: 'The Fund does not finance buying land or housing, passenger cars, consumer needs, refinancing of debts to other banks, or businesses outside agriculture and fish farming. Processing and storage are financed only where a program provides for it.',
      },
      keywords: [
        'moliyalashtirmaydi',
        'uy-joy',
        'uy olish',
        'avtomobil',
        'молиялаштирмайди',
        'не финансирует',
        'рефинансирование',
        'not financed',
        'car loan',
        'mortgage',
      ],
    },
    {
      question: {
        uz: 'Lizingdagi texnika kimning mulki va qachon meniki boʻladi?',
        ru: 'Кому принадлежит техника в лизинге и когда она станет моей?',
        en: 'Who owns leased machinery, and when does it become mine?',
      },
      answer: {
        uz: 'Oxirgi toʻlovgacha texnika yoki hayvon Jamgʻarmaning mulki boʻlib, siz undan lizing shartnomasi asosida foydalanasiz, shuning uchun uni Jamgʻarmaning yozma roziligisiz sotish, garovga qoʻyish yoki ijaraga berish mumkin emas. Yakuniy toʻlovdan soʻng Jamgʻarma qabul-topshirish dalolatnomasini imzolaydi va texnika nomingizga qayta roʻyxatdan oʻtkaziladi; qolgan asosiy qarzni toʻlab, uni oldinroq sotib olish ham mumkin.',
        ru: 'До последнего платежа техника или животные принадлежат Фонду, а вы пользуетесь ими по договору лизинга, поэтому продавать, закладывать или сдавать их в субаренду без письменного согласия Фонда нельзя. После финального платежа Фонд подписывает акт приёма-передачи и техника перерегистрируется на вас; выкупить её можно и раньше, оплатив остаток основного долга.',
        en: "Until the last payment the machine or animal belongs to the Fund and you use it under the leasing contract, so you may not sell, pledge or sublease it without the Fund's written consent. After the final payment the Fund signs a transfer certificate and the machine is re-registered in your name; you may also buy it out sooner by paying the remaining principal.",
      },
      keywords: ['kimning mulki', 'lizing mulki', 'meniki', 'мулк', 'право собственности', 'выкуп', 'ownership', 'buyout', 'egalik'],
    },
    {
      question: {
        uz: 'Lizingga olinadigan texnikaning markasi va yetkazib beruvchisini oʻzim tanlay olamanmi?',
        ru: 'Можно ли самому выбрать марку и поставщика техники в лизинг?',
        en: 'Can I choose the brand and supplier of the machine I lease?',
      },
      answer: {
        uz: 'Ha, «Traktor va kombaynlar lizingi» hamda «Paxta terish mashinalari lizingi» dasturlari bilan birga eʼlon qilingan akkreditatsiyadan oʻtgan yetkazib beruvchilar roʻyxatidan; mahalliy va xorijiy texnika taklif etiladi. «Traktor va kombaynlar lizingi» boʻyicha mahalliy ishlab chiqarilgan texnika yillik 10 foiz oʻrniga 8 foiz stavkada beriladi, yetkazib beruvchi esa Jamgʻarma toʻlovni amalga oshirgach, texnikani xoʻjaligingizga olib keladi.',
        ru: 'Да, из перечня аккредитованных поставщиков, опубликованного вместе с программами «Лизинг тракторов и комбайнов» и «Лизинг хлопкоуборочных машин»; предлагается и отечественная, и импортная техника. По «Лизингу тракторов и комбайнов» техника местного производства предоставляется под 8 процентов годовых вместо 10, а поставщик доставляет машину в хозяйство после оплаты Фондом.',
        en: 'Yes, from the list of accredited suppliers published with the Tractor and combine leasing and Cotton picker leasing programs; both locally made and imported machines are offered. Under Tractor and combine leasing, locally made machinery is leased at 8 percent a year instead of 10, and the supplier delivers the machine to your farm once the Fund has paid for it.',
      },
      keywords: ['marka', 'yetkazib beruvchi', 'mahalliy texnika', 'етказиб берувчи', 'марка', 'поставщик', 'отечественная техника', 'brand', 'supplier', 'dealer'],
    },
    {
      question: { uz: 'Subsidiya qachon va qanday toʻlanadi?', ru: 'Когда и как выплачивается субсидия?', en: 'When and how is a subsidy paid?' },
      answer: {
        uz: 'Subsidiya ishlar tugallanib, tasdiqlangandan keyin toʻlanadi: tuman komissiyasi sugʻorish tizimi, bogʻ yoki issiqxona uskunalarini joyida koʻrib, dalolatnoma imzolaydi, shundan soʻng Jamgʻarma 15 ish kuni ichida mablagʻni xoʻjalikning bank hisob raqamiga oʻtkazadi. Subsidiya hech qachon naqd pulda yoki oldindan toʻlanmaydi.',
        ru: 'Субсидия выплачивается после завершения и подтверждения работ: районная комиссия осматривает систему орошения, сад или тепличное оборудование и подписывает акт, после чего Фонд в течение 15 рабочих дней перечисляет деньги на расчётный счёт хозяйства. Наличными или авансом субсидии не выплачиваются.',
        en: "A subsidy is paid once the work is finished and confirmed: the district commission inspects the irrigation system, orchard or greenhouse equipment on site and signs a certificate, and the Fund then transfers the money to the farm's bank account within 15 working days. Subsidies are never paid in cash or in advance.",
      },
      keywords: [
        'subsidiya qachon',
        'subsidiya toʻlovi',
        'pul qachon tushadi',
        'субсидия қачон',
        'выплата субсидии',
        'когда перечислят',
        'subsidy payment',
        'when is the subsidy paid',
      ],
    },
    {
      question: {
        uz: 'Bitta loyiha uchun ham kredit, ham subsidiya olsa boʻladimi?',
        ru: 'Можно ли совместить кредит и субсидию по одному проекту?',
        en: 'Can I combine a loan and a subsidy for the same project?',
      },
      answer: {
        uz: 'Ha. Masalan, «Zamonaviy issiqxonalar qurish uchun kredit» hisobidan qurilgan issiqxona energiya tejash subsidiyasini ham olishi mumkin. Bitta xarajat ikki marta qoplanmaydi, subsidiya mablagʻini esa shu kreditni muddatidan oldin soʻndirishga yoʻnaltirish mumkin.',
        ru: 'Да. Например, теплица, построенная на «Кредит на строительство современных теплиц», может получить и субсидию на энергосбережение. Одни и те же затраты дважды не возмещаются, а деньги субсидии можно направить на досрочное погашение этого кредита.',
        en: 'Yes. A greenhouse built with Loans for building modern greenhouses, for example, can also receive the energy-saving subsidy. The same cost is never reimbursed twice, and the subsidy money may be used to repay that loan early.',
      },
      keywords: ['kredit va subsidiya', 'ikkalasini', 'birgalikda', 'кредит ва субсидия', 'кредит и субсидия', 'совместить', 'combine', 'both loan and subsidy'],
    },
    {
      question: {
        uz: 'Kredit va lizing soʻmdami yoki chet el valyutasidami?',
        ru: 'Кредиты и лизинг выдаются в сумах или в валюте?',
        en: 'Are loans and leasing in soums or in foreign currency?',
      },
      answer: {
        uz: 'Barcha kreditlar, lizing va subsidiyalar oʻzbek soʻmida beriladi. Xorijiy texnika narxi lizing shartnomasi imzolangan kundagi Markaziy bank kursi boʻyicha soʻmga aylantiriladi va shu miqdorda qayd etiladi, shuning uchun keyingi kurs oʻzgarishlari toʻlovlaringizga taʼsir qilmaydi.',
        ru: 'Все кредиты, лизинг и субсидии предоставляются в узбекских сумах. Цена импортной техники пересчитывается по курсу Центрального банка на день подписания договора лизинга и фиксируется в сумах, поэтому последующие изменения курса на платежи не влияют.',
        en: 'All loans, leasing and subsidies are in Uzbek soums. The price of imported machinery is converted at the Central Bank rate on the day the leasing contract is signed and then fixed in soums, so later exchange-rate changes do not affect your payments.',
      },
      keywords: ['valyuta', 'dollar', 'soʻmda', 'валюта', 'доллар', 'в сумах', 'currency', 'exchange rate', 'kurs'],
    },
    {
      question: {
        uz: 'Jamgʻarma biznes-reja tayyorlashga yordam beradimi?',
        ru: 'Поможет ли Фонд составить бизнес-план?',
        en: 'Can the Fund help me prepare a business plan?',
      },
      answer: {
        uz: 'Ha, bepul. Har bir hududiy filial mutaxassislari xarajatlar, hosildorlik va toʻlovlarni hisoblashda hamda biznes-reja namunasini toʻldirishda yordam beradi; namunani dastur sahifasidan yuklab olish ham mumkin. Ular mos dasturni tanlash boʻyicha ham maslahat beradi.',
        ru: 'Да, бесплатно. Специалисты каждого регионального филиала помогают рассчитать затраты, урожайность и платежи и заполнить шаблон бизнес-плана, который также можно скачать на странице программы. Они же подскажут, какая программа подходит.',
        en: "Yes, free of charge. Specialists at every regional branch help you calculate costs, yields and repayments and fill in the business plan template, which you can also download from the program's page. They also advise on which program fits.",
      },
      keywords: ['biznes-reja', 'biznes reja', 'бизнес-режа', 'бизнес-план', 'бизнес план', 'консультация', 'business plan', 'consultation', 'maslahat'],
    },
    {
      question: { uz: 'Ariza berish uchun biror narsa toʻlash kerakmi?', ru: 'Нужно ли платить за подачу заявки?', en: 'Do I have to pay anything to apply?' },
      answer: {
        uz: 'Yoʻq. Ariza berish, uni koʻrib chiqish va Jamgʻarma maslahatlari bepul; faqat sugʻurta, garovni notarial rasmiylashtirish va bankning odatdagi hisob raqami xizmati kabi oʻz xarajatlaringiz boʻladi. Arizani «tezlashtirib berish»ni vaʼda qiladigan vositachilarga hech qachon pul toʻlamang.',
        ru: 'Нет. Подача и рассмотрение заявки и консультации Фонда бесплатны; расходы только ваши собственные — страховка, нотариальное оформление залога и обычные банковские комиссии за ведение счёта. Никогда не платите посредникам, обещающим «ускорить» заявку.',
        en: "No. Applying, the review of your application and the Fund's advice are free; your only costs are your own, such as insurance, notarising a pledge and the bank's usual account charges. Never pay intermediaries who promise to “speed up” an application.",
      },
      keywords: ['bepul', 'pullikmi', 'vositachi', 'бепул', 'бесплатно', 'платно', 'посредник', 'fee', 'free of charge', 'application fee'],
    },
    {
      question: {
        uz: 'Pora talab qilinganini yoki korrupsiya holatini qanday xabar qilaman?',
        ru: 'Как сообщить о вымогательстве взятки или коррупции?',
        en: 'How do I report a bribe request or other corruption?',
      },
      answer: {
        uz: 'Ishonch telefoni +998 71 203-50-55 ga qoʻngʻiroq qiling yoki saytda «Korrupsiya» deb belgilangan «Shikoyat» turidagi murojaat yuboring; ismingiz sir saqlanadi va xabar tegishli filialga emas, bevosita Jamgʻarmaning komplayens nazoratchisiga boradi. Shuningdek, Oʻzbekiston Respublikasi Korrupsiyaga qarshi kurashish agentligiga ham murojaat qilishingiz mumkin.',
        ru: 'Позвоните по телефону доверия +998 71 203-50-55 или отправьте через сайт обращение типа «Жалоба» с пометкой «Коррупция»; ваше имя сохраняется в тайне, а сообщение поступает напрямую комплаенс-контролёру Фонда, а не в сам филиал. Также можно обратиться в Агентство по противодействию коррупции Республики Узбекистан.',
        en: "Call the helpline +998 71 203-50-55 or send an appeal of the “Complaint” type marked “Corruption” through the site; your name is kept confidential and the report goes straight to the Fund's compliance officer, not to the branch concerned. You can also report to the Anti-Corruption Agency of the Republic of Uzbekistan.",
      },
      keywords: ['pora', 'korrupsiya', 'пора', 'коррупция', 'взятка', 'вымогательство', 'bribe', 'corruption'],
    },
    {
      question: {
        uz: 'Ijaraga olingan yerda ishlasam, moliyalashtirish olsam boʻladimi?',
        ru: 'Можно ли получить финансирование, если земля в аренде?',
        en: 'Can I get financing if I farm rented land?',
      },
      answer: {
        uz: 'Ha, aksariyat fermer xoʻjaliklari ijaradagi yerda ishlaydi. Yer uchastkasini ijaraga olish shartnomasi kadastrda roʻyxatdan oʻtgan va muddati kredit yoki lizing muddatidan kam boʻlmasligi kerak. Norasmiy yoki ogʻzaki subijara kelishuvlari qabul qilinmaydi.',
        ru: 'Да, большинство хозяйств работает на арендованной земле. Договор аренды земельного участка должен быть зарегистрирован в кадастре и действовать не меньше срока кредита или лизинга. Неоформленная или устная субаренда не принимается.',
        en: 'Yes, most farms work on leased land. The land lease agreement must be registered in the cadastre and run at least as long as the loan or leasing term. Informal or verbal subleases are not accepted.',
      },
      keywords: ['ijaradagi yer', 'yer ijarasi', 'kadastr', 'ижарадаги ер', 'аренда земли', 'арендованная земля', 'кадастр', 'rented land', 'land lease'],
    },
    {
      question: {
        uz: 'Lizingdagi texnikani kim taʼmirlaydi va unga xizmat koʻrsatadi?',
        ru: 'Кто обслуживает и ремонтирует технику в лизинге?',
        en: 'Who repairs and services leased machinery?',
      },
      answer: {
        uz: 'Kafolat muddatida (odatda 2 yil yoki 2 000 moto-soat) taʼmirni yetkazib beruvchining servis markazi bepul bajaradi; undan keyin texnik xizmat va taʼmirlash sizning hisobingizdan boʻladi. Har qanday avariya yoki jiddiy nosozlik haqida 3 kun ichida hududiy filialga va sugʻurta kompaniyasiga xabar bering, shunda sugʻurta toʻlovini olish mumkin boʻladi.',
        ru: 'В гарантийный период (обычно 2 года или 2 000 моточасов) ремонт бесплатно выполняет сервисный центр поставщика; после этого обслуживание и ремонт — за ваш счёт. Об аварии или серьёзной поломке сообщите в региональный филиал и страховую компанию в течение 3 дней, чтобы получить страховую выплату.',
        en: "During the warranty (usually 2 years or 2,000 engine hours) repairs are done free by the supplier's service centre; after that, servicing and repairs are at your expense. Report any accident or serious breakdown to the regional branch and the insurer within 3 days so that the insurance can pay out.",
      },
      keywords: ['taʼmirlash', "ta'mir", 'servis', 'kafolat', 'таъмир', 'ремонт', 'сервис', 'гарантия', 'repair', 'warranty'],
    },
    {
      question: { uz: 'Jamgʻarma hosilimni sotib oladimi?', ru: 'Покупает ли Фонд урожай?', en: 'Does the Fund buy my harvest?' },
      answer: {
        uz: 'Yoʻq, Jamgʻarma ishlab chiqarishni moliyalashtiradi, lekin mahsulot sotib olmaydi. Paxta kontraktatsiya shartnomalari asosida klasterlarga sotiladi, tovar bugʻdoy esa don qabul qilish punktlariga topshiriladi; ulardan tushgan mablagʻ mavsumiy kreditni qaytarishga yoʻnaltiriladi.',
        ru: 'Нет, Фонд финансирует производство, но не закупает продукцию. Хлопок продаётся кластерам по контрактационным договорам, товарная пшеница сдаётся на зерноприёмные пункты; вырученные деньги идут на погашение сезонного кредита.',
        en: 'No, the Fund finances production but does not buy produce. Cotton is sold to clusters under forward contracts and commodity wheat is delivered to grain collection points; the money received goes to repay the seasonal loan.',
      },
      keywords: ['hosilni sotish', 'sotib oladimi', 'xarid', 'ҳосилни сотиш', 'сбыт урожая', 'купит урожай', 'buy harvest', 'sell produce', 'buy cotton'],
    },
    {
      question: { uz: 'Jamgʻarmada boʻsh ish oʻrinlari bormi?', ru: 'Есть ли в Фонде вакансии?', en: 'Does the Fund have job vacancies?' },
      answer: {
        uz: 'Bosh ofis va hududiy filiallardagi boʻsh ish oʻrinlari saytning «Yangiliklar» boʻlimida va davlat vakansiyalar portalida eʼlon qilinadi. Rezyumeingizni qaysi lavozimga daʼvogarlik qilayotganingizni koʻrsatib, kadrlar@agrofond.uz manziliga yuboring.',
        ru: 'Вакансии головного офиса и региональных филиалов публикуются в разделе «Новости» этого сайта и на государственном портале вакансий. Резюме отправляйте на kadrlar@agrofond.uz, указав должность.',
        en: 'Vacancies at the head office and regional branches are announced in the News section of this site and on the national vacancy portal. Send your CV to kadrlar@agrofond.uz, naming the position.',
      },
      keywords: ['vakansiya', 'ish oʻrni', 'ishga kirish', 'вакансия', 'иш ўрни', 'работа в фонде', 'job', 'vacancy', 'career'],
    },
  ],
}
