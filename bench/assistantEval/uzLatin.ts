import { faq, knowledge, legalDocument, offtopic, person, program, type EvalCase } from './types.js'

/** Written by hand from the seed content only (the assistant unseen and unrun), as farmers type Uzbek Latin on a phone. */
export const uzLatin: EvalCase[] = [
  // Knowledge entries
  {
    lang: 'uz',
    text: "Assalomu alaykum. Sizlar fermerlarga qanaqa yordam berasizlar o'zi, faqat kreditmi yoki boshqa narsa ham bormi?",
    expect: knowledge('What kinds of support does the Fund offer?'),
    note: 'colloquial, greeting first',
  },
  {
    lang: 'uz',
    text: 'arizani internet orqali yuborsa boladimi yoki albatta filialga borib topshirish kerakmi',
    expect: knowledge('How do I apply for financing?'),
    note: 'no apostrophes; names filial',
  },
  {
    lang: 'uz',
    text: 'kombaynni lizinga olish uchun qanaqa qogozlar yigish kerak',
    expect: knowledge('What documents do I need to lease machinery?'),
    note: 'typo: lizinga; qogoz for hujjat; names combine',
  },
  {
    lang: 'uz',
    text: 'davlat yordam pulini olish uchun qaysi dokumentlar so‘raladi?',
    expect: knowledge('What documents do I need to apply for a subsidy?'),
    note: 'synonym yordam puli, dokument',
  },
  {
    lang: 'uz',
    text: 'uyimni zalokka qoysam kredit berasizlarmi yoki boshqa narsa kerakmi',
    expect: knowledge('What collateral does the Fund accept?'),
    note: 'Russian loanword zalog, misspelt zalokka',
  },
  {
    lang: 'uz',
    text: 'kredit olganimdan keyin bir-ikki yil otib foizini kotarib qoyishmaydimi?',
    expect: knowledge('Is the interest rate fixed for the whole term?'),
    note: 'colloquial, no apostrophes',
  },
  {
    lang: 'uz',
    text: 'qarizni har oy qanday tolab boraman, pulni qaysi schyotga otkazishim kerak',
    expect: knowledge('How do I repay a loan or leasing?'),
    note: 'qariz for qarz, schyot',
  },
  {
    lang: 'uz',
    text: 'ssudani vaqtidan avval yopib qoysam shtraf solinadimi',
    expect: knowledge('Can I repay a loan early?'),
    note: 'synonym ssuda, yopmoq',
  },
  {
    lang: 'uz',
    text: 'bu oy pul topolmadim, tolovni bir oyga kechiktirsam nima qilishadi',
    expect: knowledge('What happens if I miss a payment?'),
    note: 'colloquial',
  },
  {
    lang: 'uz',
    text: 'Kecha doʻl urib bugʻdoyimning yarmidan koʻpini yoʻq qildi. Kreditni toʻlashni keyinroqqa surib bera olasizlarmi?',
    expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'),
    note: 'proper apostrophes; long; names wheat',
  },
  {
    lang: 'uz',
    text: 'lizingdagi texnikani strahovka qildirish majburiymi',
    expect: knowledge('Do I have to insure my crop, machinery or livestock?'),
    note: 'Russian loanword strahovka',
  },
  {
    lang: 'uz',
    text: 'nega arizamni qabul qilishmadi? odatda qanaqa sabablar bilan kredit berishmaydi',
    expect: knowledge('Why can an application be refused?'),
    note: 'no word for refusal',
  },
  {
    lang: 'uz',
    text: 'tumandagi filial xodimi qopol gapirdi, xujjatimni ham olmadi. uning ustidan kimga arz qilaman',
    expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'),
    note: 'arz for shikoyat; typo xujjat',
  },
  {
    lang: 'uz',
    text: 'Toshkentdagi ofisingizga borib gaplashsam bo`ladimi, qayerda joylashgansizlar, shanba kunlari ishlaysizlarmi?',
    expect: knowledge('Where is the reception and when is it open?'),
    note: 'backtick apostrophe; ofis for qabulxona',
  },
  {
    lang: 'uz',
    text: "sizlarga qaysi nomerga zvonit qilsa bo'ladi",
    expect: knowledge('What is the helpline number?'),
    note: 'Russian zvonit, nomer',
  },
  {
    lang: 'uz',
    text: 'fermer xojaligimi otgan oy ochdim, hali hech qayerdan kredit olmaganman, menga berishadimi',
    expect: knowledge('Can a newly registered farm get financing?'),
    note: 'typo xojaligimi; no apostrophes',
  },
  {
    lang: 'uz',
    text: "eng ko'pi bilan qancha summgacha pul olsa bo'ladi",
    expect: knowledge('How much financing can I get?'),
    note: 'typo summgacha; no word for loan',
  },
  {
    lang: 'uz',
    text: 'nexia olmoqchi edim, yengil mashina uchun kredit berasizlarmi?',
    expect: knowledge('What does the Fund not finance?'),
    note: 'looks off-topic (car) but the not-financed entry answers it',
  },
  {
    lang: 'uz',
    text: "lizingdagi traktorimni qo'shnimga sotsam bo'ladimi? qachon to'liq o'zimniki bo'ladi",
    expect: knowledge('Who owns leased machinery, and when does it become mine?'),
    note: 'names tractor',
  },
  {
    lang: 'uz',
    text: 'subsidiyani pulini naqd berasizlarmi yoki hisob raqamga tushadimi? ish tugagandan keyin qancha kutaman',
    expect: knowledge('When and how is a subsidy paid?'),
    note: 'inflected, two questions',
  },
  {
    lang: 'uz',
    text: 'chet el texnikasiga lizing shartnomasini yevroda tuzasizlarmi yoki so‘mda? kurs oshsa to‘lovim ham oshib ketadimi',
    expect: knowledge('Are loans and leasing in soums or in foreign currency?'),
    note: 'names yevro and kurs like the exchange-rate traps',
  },
  {
    lang: 'uz',
    text: "ariza topshirish tekinmi yoki biror narsa to'lash kerak",
    expect: knowledge('Do I have to pay anything to apply?'),
    note: 'tekin for bepul',
  },
  {
    lang: 'uz',
    text: "filialdagi bir xodim kreditni tez chiqarib beraman deb tepadan pul so'rayapti. buni qayerga aytsam bo'ladi, ismim oshkor bo'lmasin",
    expect: knowledge('How do I report a bribe request or other corruption?'),
    note: 'euphemism tepadan pul, no word pora',
  },
  {
    lang: 'uz',
    text: 'yerim ozimniki emas, 10 yilga arendaga olganman. shunda ham moliyalashtirishga kiramanmi',
    expect: knowledge('Can I get financing if I farm rented land?'),
    note: 'Russian arenda',
  },
  {
    lang: 'uz',
    text: "bug'doyimni yig'ib olgandan keyin sizlarga topshirsam sotib olasizlarmi",
    expect: knowledge('Does the Fund buy my harvest?'),
    note: 'names wheat (commodity wheat program nearby)',
  },
  {
    lang: 'uz',
    text: 'jamgarmaga ishga kirmoqchiman, hozir bosh joylar bormi',
    expect: knowledge('Does the Fund have job vacancies?'),
    note: 'bosh = boʻsh, ambiguous without apostrophe',
  },

  // Records that answer equally well
  {
    lang: 'uz',
    text: "Murojaat qoldirgan edim, ko'rib chiqilyaptimi yo'qmi qayerdan bilsam bo'ladi?",
    expect: [faq('How can I send an appeal to the Fund?'), knowledge('How can I track my appeal?')],
    note: 'no word for code or status',
  },
  {
    lang: 'uz',
    text: 'traktorni lizingka olmoqchiman avansiga qancha pul tolashim kerak',
    expect: [faq('How large is the down payment for leasing machinery?'), program('tractor-and-combine-leasing')],
    note: 'typo lizingka; avans for boshlangich tolov',
  },
  {
    lang: 'uz',
    text: 'naslli gunajin lizingga olsam birinchi oylarda tolamasdan tursam boladimi',
    expect: [program('breeding-cattle-leasing'), knowledge('What is a grace period and which programs have one?')],
    note: 'grace period without the term',
  },
  {
    lang: 'uz',
    text: '1 gektarlik teplitsa qurish uchun kridit olmoqchiman, qanaqa xujjatlar tayyorlay',
    expect: [program('greenhouse-construction'), knowledge('What documents do I need for a loan?')],
    note: 'typos kridit, xujjat; teplitsa for issiqxona',
  },

  // FAQs
  {
    lang: 'uz',
    text: 'kreditlaringiz yiliga necha protsentdan',
    expect: faq('What is the interest rate on a loan?'),
    note: 'short; protsent',
  },
  {
    lang: 'uz',
    text: 'hamma hujjatni olib borib berdim, endi necha kunda javob berasizlar?',
    expect: faq('How long does it take to review an application?'),
    note: 'no word ariza',
  },

  // Programs
  {
    lang: 'uz',
    text: 'Klaster bilan paxtaga kontrakt qilganman. Chigit, o‘g‘it, solyarka olishga mavsumga pul kerak, gektariga qanchadan qarz berasizlar?',
    expect: program('cotton-cluster-working-capital'),
    note: 'long; qarz; solyarka',
  },
  {
    lang: 'uz',
    text: "ekish uchun kartoshka urug'i yetishtirmoqchiman, sovutgichli omborim bor. shunga kredit bormi, necha foizda",
    expect: offtopic,
    note: 'word order kartoshka urugi; the seed potato program is hidden, so nothing published answers it (relabelled before any run)',
  },
  {
    lang: 'uz',
    text: '6 gektar paxtamga kapelniy sugorish qoymoqchiman, davlat gektariga qancha pul qaytarib beradi',
    expect: program('drip-irrigation-subsidy'),
    note: 'Russian kapelniy; names cotton; subsidy not named',
  },
  {
    lang: 'uz',
    text: 'hovuzda baliq boqmoqchiman, malyok bilan yem olishga qarz bera olasizlarmi',
    expect: program('fish-farming'),
    note: 'malyok for chavoq; qarz',
  },
  {
    lang: 'uz',
    text: "3 gektar pakana olma bog'i qildim, gektariga 3000 tupdan ekdim. har gektar uchun yordam puli beriladimi",
    expect: program('intensive-orchard-subsidy'),
    note: 'pakana for intensive; yordam puli',
  },

  // Legal documents
  {
    lang: 'uz',
    text: 'pq 112 qaror hali kuchdami yoki bekor qilinganmi',
    expect: legalDocument('PQ-112'),
    note: 'number without hyphen',
  },
  {
    lang: 'uz',
    text: "lizing qaysi nizom asosida beriladi? o'sha hujjatga 2025 yilda o'zgartirish kiritilganmi",
    expect: legalDocument('VMQ-480'),
    note: 'no number',
  },
  {
    lang: 'uz',
    text: 'bogdorchilik va teplitsalarni rivojlantirish boyicha prezident farmonini qayerdan oqisam boladi',
    expect: legalDocument('PF-61'),
    note: 'no number; no apostrophes; teplitsa',
  },

  // Off-topic
  { lang: 'uz', text: 'bugun dollr kursi qancha', expect: offtopic, note: 'exchange rate; trap: dollar; typo dollr' },
  {
    lang: 'uz',
    text: "markaziy bank bo'yicha rubl kursi necha so'm bo'ldi",
    expect: offtopic,
    note: 'exchange rate; trap: Central Bank rate, so‘m',
  },
  { lang: 'uz', text: '100 yevro hozir nechchi pul, qayerda arzonroq almashtirsa boladi', expect: offtopic, note: 'exchange rate' },
  { lang: 'uz', text: "ertaga Samarqandda yomg'ir yog'adimi", expect: offtopic, note: 'weather' },
  {
    lang: 'uz',
    text: 'qashqadaryoda bugdoy orimi paytida havo qanaqa boladi, iyun oxiriga prognoz bormi',
    expect: offtopic,
    note: 'weather; trap: wheat harvest',
  },
  {
    lang: 'uz',
    text: "shu hafta sovuq tushib do'l yog'ishi mumkinmi, ob-havo nima deyapti",
    expect: offtopic,
    note: 'weather; trap: hail (natural-disaster entry)',
  },
  { lang: 'uz', text: "paxtakor kecha kim bilan o'ynadi, hisob necha bo'ldi", expect: offtopic, note: 'sport; trap: Pakhtakor' },
  {
    lang: 'uz',
    text: "O'zbekiston terma jamoasi jahon chempionatida birinchi o'yinini qachon o'ynaydi",
    expect: offtopic,
    note: 'sport',
  },
  { lang: 'uz', text: 'Bahodir Jalolovning keyingi jangi qachon boladi', expect: offtopic, note: 'sport (boxing)' },
  {
    lang: 'uz',
    text: 'kartoshka dimlama qanday qilinadi, reseptini yozib bering',
    expect: offtopic,
    note: 'recipe; trap: potato; typo resept',
  },
  { lang: 'uz', text: "10 kishilik palovga qancha guruch bilan go'sht ketadi", expect: offtopic, note: 'food' },
  { lang: 'uz', text: 'baliqni qanday qovursa mazali chiqadi', expect: offtopic, note: 'food; trap: fish' },
  {
    lang: 'uz',
    text: "O'zbekistonda paxta birinchi marta qachon ekilgan, tarixi qanaqa",
    expect: offtopic,
    note: 'history; trap: cotton',
  },
  {
    lang: 'uz',
    text: "Amir Temur qaysi yili tug'ilgan",
    expect: offtopic,
    note: 'history; trap: the reception is on Amir Temur avenue',
  },
  {
    lang: 'uz',
    text: 'orol dengizi paxtani sugorish sababli qurib qolganmi',
    expect: offtopic,
    note: 'geography/science; trap: irrigation, cotton',
  },
  {
    lang: 'uz',
    text: "issiqxonadagi pomidor barglari sarg'ayib qurib qolyapti, qanaqa dori sepsam bo'ladi",
    expect: offtopic,
    note: 'agronomy advice; trap: greenhouse',
  },
  {
    lang: 'uz',
    text: 'Kapitalbankda avtokridit foizi qancha, qaysi bankda arzonroq',
    expect: offtopic,
    note: 'commercial bank car loan; trap: credit, rate, bank; typo avtokridit',
  },
  { lang: 'uz', text: 'uzcard kartam bloklanib qoldi, pulimni qanday yechib olaman', expect: offtopic, note: 'bank card' },
  {
    lang: 'uz',
    text: 'pensiyani qanday hisoblashadi, stajim yetmasa nima boladi',
    expect: offtopic,
    note: 'other state service (pension)',
  },
  {
    lang: 'uz',
    text: "traktor poyga o'yinini telefonga qanday yuklab olsam bo'ladi",
    expect: offtopic,
    note: 'phone game; trap: tractor',
  },
  { lang: 'uz', text: "qon bosimim tez-tez oshib ketyapti, qanaqa dori ichsam bo'ladi", expect: offtopic, note: 'health' },

  // A person
  { lang: 'uz', text: 'operatorga ulab bering iltimos', expect: person },
  { lang: 'uz', text: 'bot bilan emas, tirik odam bilan gaplashmoqchiman', expect: person, note: 'no word operator' },
  {
    lang: 'uz',
    text: 'menga mutaxassis javob bersin, xodimingiz bilan yozishsam boʻladimi',
    expect: person,
    note: 'no word operator; proper apostrophe',
  },
]
