import type { Phrases } from './lexicon.js'

/**
 * What a word may be said as: the words the fund's visitors use for one idea, in Uzbek (either script, with or
 * without apostrophes; Russian loanwords as Uzbek speakers write them), Russian and English. The assistant searches a
 * question's word with all the words of its group (src/search/retrieve.ts), so `ssuda` finds a text about `kredit`.
 * Phrase syntax: src/search/lexicon.ts. A word may stand in two groups (`ijara` is leasing of a machine and rent of
 * land); a group's words should not be common outside its idea (`работ*` would also be `работает`).
 *
 * `kind` says what the group tells about a question (src/assistant/decision.ts): `service` is what only a fund like
 * this one does (a loan, leasing, a subsidy, collateral: a question naming one is about the fund, whatever else it
 * names); `domain` is the fund's world but also everyday life (documents, an application, a branch, the phone number);
 * `object` is what it finances (cotton, tractors), which off-topic questions name too; `plain` only helps to match.
 */
export type ConceptKind = 'service' | 'domain' | 'object' | 'plain'

export interface Concept extends Phrases {
  kind: ConceptKind
}

export const concepts = {
  loan: {
    kind: 'service',
    uz: 'kredit*, kridit*, qarz, qarzga, qariz, ssuda*, zaym, zayom, kreditlash*, moliyalashtir*',
    ru: 'кредит*, ссуд*, займ*, заём*, заем*, в долг, взаймы, финансир*',
    en: 'loan*, credit, credits, borrow*, lend*, financ*',
  },
  financing: {
    kind: 'service',
    uz: 'moliyalashtir*, moliyaviy yordam, mablag*, pul ajrat*',
    ru: 'финансир*, финансов* помощ*, деньги на, дадите денег, дают денег, дадут денег, выделяете деньги',
    en: 'financ*, funding, fund me, give money, giving money, gives money',
  },
  leasing: {
    kind: 'service',
    uz: 'lizing*, lizng*, lising*, ijaraga olish, texnika ijarasi, bolib tolash, bolib bolib, qismlab tola*, rassrochka*',
    ru: 'лизинг*, лизнг*, рассрочк*, в аренду технику, аренда техники, по частям, частями',
    en: 'leas*, hire purchase, installment*, instalment*, spread payment*, spread the payment*, pay in parts, in parts',
  },
  rent: {
    kind: 'service',
    uz: 'ijara*, arenda*',
    ru: 'аренд*, арендова*',
    en: 'rent*, tenant*, sublease*',
  },
  subsidy: {
    kind: 'service',
    uz: 'subsid*, subsidy*, dotatsiya*, dotatsiy*, kompensatsiya*, kompensats*, yordam puli, grant*, xarajatlarni qoplash, qoplab ber*',
    ru: 'субсид*, субсидя*, дотац*, компенсац*, компенсир*, возмещ*, господдержк*, грант*, часть затрат, часть расходов',
    en: 'subsid*, grant*, compensat*, reimburs*, refund*, part of the cost*, part of my cost*, part of our cost*, money back',
  },
  collateral: {
    kind: 'service',
    uz: 'garov*, zalog*, taminot*, kafil*, kafillik*, gorov*',
    ru: 'залог*, обеспечен*, поручител*, поручительств*',
    en: 'collateral*, pledge*, security, guarantor*, surety',
  },
  documents: {
    kind: 'domain',
    uz: 'xujjat*, hujjat*, kogoz*, bumaga*, spravka*, malumotnoma*',
    ru: 'документ*, бумаг*, справк*, докум*',
    en: 'document*, docs, doc, paper*, paperwork, certificate*',
  },
  application: {
    kind: 'domain',
    uz: 'ariza*, zayavka*, onlayn ariza, murojaat qilish',
    ru: 'заявк*, заявлен*, подать на',
    en: 'application*, apply*, applied, applying, loan request, request for financing, my request',
  },
  interest: {
    kind: 'domain',
    uz: 'foiz*, protsent*, prosent*, stavka*, kotarib yubor*, oshirib yubor*, kotarilmaydi*, oshmaydi*',
    ru: 'процент*, ставк*, поднять ставк*, повысить ставк*, поднимут, повысят',
    en: 'interest, interest rate*, rate, rates, percent*, apr, raise the rate, raise it, increase the rate, rate go up, percent, per cent',
  },
  repay: {
    kind: 'service',
    uz: 'kaytarish*, kaytarila*, kaytaraman, kaytarsam, kaytarsa, kaytarib ber*, kaytarib tola*, kaytarmok*, kreditni kaytar*, karzni kaytar*, sondir*, qarzni uz*, tolov jadvali, grafik*, tolab bor*, tolab tur*, xar oy tola*, oylik tolov*, yopish*, yopsam, yopib, yopmokchi*',
    ru: 'погаш*, погас*, вернуть, возврат*, график платеж*, выплачива*, ежемесячн*, платить по кредит*, закрыть кредит, закрыть досрочно, закрыть заем, закрыть займ',
    en: 'repay*, pay back, pay off, paying back, payback, pay it back, instalments, monthly payment*, pay monthly, close my loan, close my credit, close the loan, close the credit, settle*',
  },
  payment: {
    kind: 'plain',
    uz: 'tola*, tolov*, tolash*, tolab*, tolam*',
    ru: 'плат*, оплат*, платеж*, платёж*, взнос*',
    en: 'pay, pays, paid, paying, payment*, charge, charges, charged',
  },
  early: {
    kind: 'plain',
    uz: 'muddatidan oldin, oldinroq, ertaroq, vaqtidan oldin, muddatdan oldin',
    ru: 'досрочн*, раньше срока, заранее',
    en: 'early, earlier, ahead of schedule, before the term, before term, prepay*',
  },
  late: {
    kind: 'domain',
    uz: 'kechik*, penya*, jarima*, muddati otgan, toliy olmasam, tolay olmasam, tolayolmasam, tololma*, tolay olma*, tolayolma*, tolamasam, kechiksa',
    ru: 'пеня, пени, пеню, штраф*, просроч*, опозда*, задерж*, не смогу заплатить, не смогу платить, не заплачу, задолжен*',
    en: 'late, overdue, penalt*, fine, fines, miss a payment, missed payment*, miss payment*, cannot pay, cant pay, unable to pay, default*',
  },
  deferral: {
    kind: 'domain',
    uz: 'kechiktir*, keyinga surish, keyinga sur*, muddatini uzaytir*, tolovni uzaytir*, restrukturizats*, kechiktirib',
    ru: 'отсроч*, перенес*, перенос*, отлож*, реструктур*, продлить срок платеж*',
    en: 'defer*, postpon*, delay*, reschedul*, restructur*, extension of payment*',
  },
  disaster: {
    kind: 'object',
    uz: 'qurgoqchilik*, dol, dolu, dol urdi, sel, suv toshqini, tabiiy ofat*, xosil nobud, ekin nobud, sovuq urdi, kurgokchilik*, boron*, nobud*, kuyib ket*, kurib kol*, ayoz*, suv bosdi, shamol uchir*',
    ru: 'засух*, град, градом, града, стихийн*, наводнен*, сель, неурожа*, погиб урожа*, заморозк*, бур*, ураган*, побил*, погиб*, уничтож*, пропал* урожа*, смыл*',
    en: 'drought*, hail*, flood*, frost*, natural disaster*, crop failure*, disaster*, destroyed, storm*, ice, ruin*, damag*, wiped out, lost my crop, lost the crop',
  },
  insurance: {
    kind: 'service',
    uz: 'sugurta*, straxovka*, strahovka*, polis*',
    ru: 'страх*, полис*',
    en: 'insur*, insuring, policy',
  },
  refusal: {
    kind: 'domain',
    uz: 'rad*, rat etildi, bermadi*, bermay*, qaytarib yubor*',
    ru: 'отказ*, откажут, отклон*, не одобр*',
    en: 'refus*, reject*, denied, deny, declin*, turned down',
  },
  complaint: {
    kind: 'domain',
    uz: 'shikoyat*, arz*, norozi*, ustidan, ustidan yoz*, kopol*, bakir*, xafa kil*, xakorat*, urishdi, sokindi*',
    ru: 'жалоб*, обжал*, пожаловат*, пожалуюсь, претензи*, нагруб*, груб*, хам*, накрича*, кричал*, написать на, нахам*, обидел*',
    en: 'complain*, complaint*, appeal a decision, dispute*, rude, rudely, shout*, yell*, write about, report him, report her, his boss*, her boss*, behaviour, behavior, mistreat*',
  },
  appeal: {
    kind: 'domain',
    uz: 'murojaat*, murojat*, murojot*, xat yoz*',
    ru: 'обращен*, обращал*, обратил*',
    en: 'appeal, appeals, inquiry, enquiry, request',
  },
  status: {
    kind: 'domain',
    uz: 'xolat*, bosqich*, status*, kuzat*, korib chikil*, nima boldi, natija*, tasdikla*, javob keldi*, javob yok, natijasi*, xabar yok',
    ru: 'статус*, этап*, стади*, отслед*, на каком этапе, что с моей, результат*, одобр*, решени*, ответ пришел, ответ пришёл, новост*',
    en: 'status, stage, track*, progress, where is my, what happened to my, approv*, decision, any news, any answer, heard back, hear back',
  },
  trackingCode: {
    kind: 'domain',
    uz: 'kod*, raqam*, nomer*',
    ru: 'код*, номер обращения, трек*',
    en: 'code, tracking number, reference number',
  },
  extension: {
    kind: 'plain',
    uz: 'uzaytir*, uzaytiril*, choz*, kechikib',
    ru: 'продл*, продлен*, затянул*',
    en: 'extend*, extension*, prolong*',
  },
  reception: {
    kind: 'domain',
    uz: 'qabulxona*, qabul, qabulga, qabuliga, qabulida, bosh ofis*, bosh idora*, oldingizga bor*, xuzuringizga',
    ru: 'приёмн*, приемн*, приём, прием, приёма, приема, главный офис, подъехать, прийти к вам, приехать к вам, заехать',
    en: 'reception*, visit*, walk in, in person, head office, main office, come in, drop by, come to you, come over',
  },
  hours: {
    kind: 'domain',
    uz: 'ish vaqti, ish vakti, soat*, ochiq*, ishlaydi*, shanba*, yakshanba*, dam olish, soat nechada, soat nechagacha, kaysi kunlar*, nechida',
    ru: 'часы работы, график работы, режим работы, работает, работаете, открыт*, суббот*, воскресен*, выходн*, во сколько, до скольки, в какие дни, часы приема, часы приёма',
    en: 'working hours, opening hours, open, opens, hours, saturday*, sunday*, weekend*, what time, which days, closing time',
  },
  address: {
    kind: 'domain',
    uz: 'manzil*, joylashgan, kayerda joylash*, kocha*, ofis*, idora*',
    ru: 'адрес*, где находит*, находитесь, улиц*, офис*',
    en: 'address*, located, location, where are you, office*',
  },
  management: {
    kind: 'domain',
    uz: 'raxbar*, rahbar*, direktor*, boshlik*, rais*, boshliq*',
    ru: 'руковод*, директор*, начальник*, председател*',
    en: 'director*, management, manager*, head of, chairman, ceo, boss',
  },
  helpline: {
    kind: 'domain',
    uz: 'ishonch telefoni, telefon*, kol markaz*, call markaz*, nomer*, raqam*, zvonit*, qongiroq*',
    ru: 'телефон*, горяч* лини*, колл центр, номер телефон*, позвонить, звонить',
    en: 'phone*, hotline, helpline, call centre, call center, telephone, number to call, call you',
  },
  email: {
    kind: 'plain',
    uz: 'email, elektron pochta, pochta*',
    ru: 'почт*, email, имейл',
    en: 'email, e-mail, mail',
  },
  branch: {
    kind: 'domain',
    uz: 'filial*, bolim*, xududiy*, viloyat*, tuman*, vakolatxona*',
    ru: 'филиал*, отделени*, представительств*, регион*, област*',
    en: 'branch*, regional office*, region*, province*',
  },
  bank: {
    kind: 'domain',
    uz: 'bank*, banka, banki',
    ru: 'банк*',
    en: 'bank*',
  },
  fund: {
    kind: 'service',
    uz: 'jamgarma*, fond*, fondning, fondingiz*',
    ru: 'фонд*',
    en: 'fund, funds, the fund, your fund, foundation',
  },
  farmer: {
    kind: 'domain',
    uz: 'fermer*, dexkon*, xojalik*, xojaligi*, klaster*, kooperativ*, tadbirkor*',
    ru: 'фермер*, дехкан*, хозяйств*, кластер*, кооператив*, предпринимател*',
    en: 'farmer*, farm, farms, household*, cluster*, cooperative*, smallholder*, entrepreneur*',
  },
  newFarm: {
    kind: 'domain',
    uz: 'yangi, yaqinda, endi ochil*, endigina, yangi ochilgan, yangi tashkil*, royxatdan ot*',
    ru: 'новое, новый, новая, недавно, только что, начинающ*, зарегистрир*, открыл*',
    en: 'new, newly, recently, just registered, start*, registered, registred, startup',
  },
  creditHistory: {
    kind: 'plain',
    uz: 'kredit tarixi, kredit tarix*',
    ru: 'кредитн* истори*',
    en: 'credit history, credit record',
  },
  amount: {
    kind: 'domain',
    uz: 'mikdor*, summa*, maksimal*, eng kop, kancha pul, kanchagacha, kanchadan, limit*, eng kopi',
    ru: 'сумм*, максим*, лимит*, до скольки, сколько денег, сколько дадут, сколько можно',
    en: 'amount*, maximum, max, how much, limit*, sum, size of',
  },
  notFinanced: {
    kind: 'object',
    uz: 'avtomobil*, avtomashina*, yengil mashina, nexia*, neksiya*, spark, kobalt, uy joy, uy olish, kvartira*, ipoteka*, refinans*, iste mol, istemol*, cobalt, gentra, damas, lacetti, lasetti, malibu, matiz, tracker, onix, jiguli, avtomobil olish*',
    ru: 'автомоб*, легков*, машину для себя, некси*, ипотек*, квартир*, жиль*, рефинанс*, потребительск*, кобальт, джентра, дамас, ласетти, малибу, матиз, трекер, оникс, жигули',
    en: 'car, cars, vehicle*, mortgage*, apartment*, flat, housing, house, refinanc*, consumer, cobalt, gentra, damas, lacetti, malibu, matiz, nexia, spark',
  },
  ownership: {
    kind: 'plain',
    uz: 'mulk*, egalik*, meniki*, oziniki, ozimniki, kimniki, sotsam, sotib yubor*',
    ru: 'собственн*, принадлеж*, выкуп*, чей, чья, чьим, мой или ваш, продать',
    en: 'own, owns, owner*, ownership, belong*, buyout, become mine, whose, title, sell it',
  },
  brand: {
    kind: 'domain',
    uz: 'marka*, rusum*, yetkazib beruvchi*, ishlab chikaruvchi*, diler*, import*, chet el, xorij*, maxalliy*, tanla*',
    ru: 'марк*, поставщик*, производител*, дилер*, импортн*, отечествен*, выбрать, выбор*',
    en: 'brand*, supplier*, dealer*, manufacturer*, make, model, choose, chose, choice, import*, local*',
  },
  businessPlan: {
    kind: 'service',
    uz: 'biznes reja*, biznes plan*, biznesreja*, loyixa*, loyiha*',
    ru: 'бизнес план*, бизнесс план*, бизнес-план*, бизнесплан*, проект*',
    en: 'business plan*, project*, feasibility',
  },
  consult: {
    kind: 'plain',
    uz: 'maslaxat*, konsultats*, yordam ber*, tuzib ber*, tayyorlab ber*, kumak*',
    ru: 'консульт*, помож*, помоч*, помогает*, помогите, составить',
    en: 'consult*, advice, advise*, help me, prepare, draft',
  },
  fee: {
    kind: 'domain',
    uz: 'bepul*, tekin*, pullik*, xak, xaki, xakki, vositachi*, komissiya*, tolov bor*, pul olish*',
    ru: 'бесплатн*, платн*, комисси*, посредник*, за деньги, сбор*, пошлин*',
    en: 'fee*, free, for free, charge*, commission*, intermediar*, middlem*, cost to apply',
  },
  bribe: {
    kind: 'service',
    uz: 'pora*, korrups*, tepadan pul, ustidan pul, rishvat*, pul talab, pul soradi, pul sorayapti, pul sorash*, choy puli, choychaka*, cho ntak*, chontakka pul',
    ru: 'взятк*, корруп*, вымогат*, откат*, благодарност*, мзд*, на лапу, на чай, на лапу, в карман',
    en: 'bribe*, corrupt*, kickback*, under the table, extort*, bribery, tea money, thank him, thank her, a gift for',
  },
  land: {
    kind: 'object',
    uz: 'yer, yerim, yerni, yerga, yerda, yerlar*, uchastka*, maydon*, gektar*, kadastr*, kontur*',
    ru: 'земл*, участ*, гектар*, кадастр*, надел*',
    en: 'land*, plot*, hectare*, acre*, field*, cadastr*',
  },
  repair: {
    kind: 'plain',
    uz: 'tamir*, tuzat*, buzil*, servis*, xizmat korsat*, ehtiyot kism*, kafolat*',
    ru: 'ремонт*, чинит*, почин*, сломал*, поломк*, обслужива*, сервис*, запчаст*, гаранти*',
    en: 'repair*, fix*, broke*, broken, service*, maintenance, spare part*, warrant*, breakdown',
  },
  buyHarvest: {
    kind: 'plain',
    uz: 'sotib ol*, xarid*, sotaman, sotsam, sotish*, olib kolasiz*',
    ru: 'купит*, покупа*, закуп*, сбыт*, продать, продам',
    en: 'buy*, purchas*, sell*, offtake',
  },
  harvest: {
    kind: 'object',
    uz: 'xosil*, mahsulot*, maxsulot*, yetishtirgan*',
    ru: 'урож*, продукци*',
    en: 'harvest*, crop, crops, produce, yield*',
  },
  vacancy: {
    kind: 'domain',
    uz: 'vakansiya*, vakansi*, ish orni, ish orinlari, ishga kir*, ishga ol*, bosh ish, xodim kerak*, ishlamokchi*, ishchi kerak*, xodim olasiz*, ishga kabul*',
    ru: 'ваканси*, трудоустр*, устроиться на работу, работу у вас, работать у вас, работать в фонде, резюме, набираете, набира* сотрудник*, набор сотрудник*, нужны сотрудник*, требуются, устроиться',
    en: 'job*, vacanc*, career*, hiring, work for you, work at the fund, employment, cv, resume, are you hiring, recruit*, looking for staff, open position*',
  },
  // A thing, not a fund matter: "what is the dollar worth today" names a currency and asks nothing of the fund.
  currency: {
    kind: 'object',
    uz: 'valyuta*, dollar*, dollr*, som, somda, somga, evro*, yevro*, rubl*',
    ru: 'валют*, доллар*, долар*, сум, сумах, сумы, сумов, евро, рубл*',
    en: 'currenc*, dollar*, usd, soum*, sum, sums, euro*, rubl*, foreign currency',
  },
  gracePeriod: {
    kind: 'service',
    uz: 'imtiyozli davr, imtiyozli muddat, greys*, tolamasdan, tolamay turish, foizini tolab, asosiy karz*, tanaffus*, dastlabki oylar*, birinchi oylar*, birinchi yil*',
    ru: 'льготн* период*, льготный срок, отсрочк* основного долга, только проценты, тело кредита, основной долг, основного долга, каникул*, передышк*, первые месяц*, первый год',
    en: 'grace, only interest, interest only, principal, holiday, pause, a break, main sum, body of the loan, first months, first year, deferment of principal',
  },
  support: {
    kind: 'domain',
    uz: 'yordam*, kollab kuvvatla*, komak*, imkoniyat*',
    ru: 'помощ*, поддержк*, помогает*, помога*',
    en: 'help*, support*, assist*, offer*',
  },
  programs: {
    kind: 'domain',
    uz: 'dastur*, programma*',
    ru: 'программ*',
    en: 'program*, programme*, scheme*',
  },
  machinery: {
    kind: 'object',
    uz: 'texnika*, traktor*, kombayn*, kambayn*, mashina*, uskuna*, agregat*, seyalka*, plug',
    ru: 'техник*, трактор*, комбайн*, камбайн*, машин*, оборудован*, сеялк*, агрегат*',
    en: 'machine*, tractor*, combine*, harvester*, equipment*, seeder*, plough*, plow*',
  },
  cotton: {
    kind: 'object',
    uz: 'paxta, paxtachilik*, chigit*, paxta terish, paxtani, paxtaga',
    ru: 'хлоп*, хлопчат*, пахта, хлопкоубор*',
    en: 'cotton*',
  },
  grain: {
    kind: 'object',
    uz: 'bugdoy*, galla*, don, urugli bugdoy',
    ru: 'пшени*, зерн*',
    en: 'wheat*, grain*',
  },
  potato: {
    kind: 'object',
    uz: 'kartoshka*, kartofel*',
    ru: 'картоф*, картош*',
    en: 'potato*',
  },
  fish: {
    kind: 'object',
    uz: 'balik*, baliqchilik*, karp*, malyok*, chavak*, xovuz*, suv xavza*',
    ru: 'рыб*, карп*, мальк*, пруд*',
    en: 'fish*, carp*, fingerling*, pond*, aquacultur*',
  },
  cattle: {
    kind: 'object',
    uz: 'koramol*, sigir*, gunajin*, buqa*, chorva*, naslli*, mol, mollar*, boka*',
    ru: 'скот*, коров*, тёлк*, телк*, нетел*, бык*, племенн*, крс',
    en: 'cattle*, cow*, heifer*, livestock*, breeding*, bull*, dairy',
  },
  greenhouse: {
    kind: 'object',
    uz: 'issiqxona*, issikxona*, teplitsa*, teplisa*, gidroponik*',
    ru: 'теплиц*, гидропон*',
    en: 'greenhous*, glasshouse*, hothouse*, hydroponic*',
  },
  orchard: {
    kind: 'object',
    uz: 'bog, bogim, bogni, boglar*, bogdorchilik*, olma*, meva*, intensiv*, pakana*, kochat*',
    ru: 'сад, сада, саду, сады, садов*, яблон*, яблок*, плод*, интенсивн*, саженц*, подво*',
    en: 'orchard*, apple*, fruit*, rootstock*, sapling*, intensive',
  },
  irrigation: {
    kind: 'object',
    uz: 'sugor*, tomchilat*, suv tejovchi, yomgirlat*, nasos*',
    ru: 'полив*, орош*, капельн*, насос*',
    en: 'irrigat*, drip*, watering, sprinkler*, pump*',
  },
  seed: {
    kind: 'object',
    uz: 'urug*, urugli*, elita*',
    ru: 'семен*, семян*, семя, элит*',
    en: 'seed*, elite',
  },
  fertiliser: {
    kind: 'object',
    uz: 'ogit*, yokilgi*, solyarka*, dizel*',
    ru: 'удобр*, гсм, топлив*, солярк*, дизел*',
    en: 'fertili*, fertiliz*, fuel*, diesel*',
  },
  energy: {
    kind: 'object',
    uz: 'kuyosh panel*, kuyosh energiya*, energiya tejov*, issiklik nasosi, energiya*',
    ru: 'солнечн*, энергосбер*, тепловой насос, энерги*',
    en: 'solar*, heat pump*, energy*',
  },
  review: {
    kind: 'plain',
    uz: 'korib chik*, kurib chik*, neccha kun, necha kun, necha kunda, kancha vakt, kancha kun',
    ru: 'рассмотр*, рассматрива*, сколько дней, за сколько, как долго, сроки рассмотрения',
    en: 'review*, how long, how many days, processing time, consider*',
  },
  combine: {
    kind: 'plain',
    uz: 'ikkalasi*, birgalikda, xam kredit xam, bir vaktda, kushib, ustiga, kushimcha*, yana subsid*, bir yola',
    ru: 'совмест*, одновременно, и кредит и, вместе, оба, еще и, ещё и, вдобавок, дополнительно, плюс к',
    en: 'combine, combined, combining, both, together, at the same time, on top, also claim, as well, in addition, double dipping, both at once',
  },
  downPayment: {
    kind: 'service',
    uz: 'boshlangich tolov*, boshlangich badal*, avans*, oldindan tolov*, birinchi tolov*, dastlabki tolov*, boshida kancha',
    ru: 'первый взнос*, первоначальн*, аванс*, предоплат*, задат*',
    en: 'down payment*, downpayment*, advance payment*, deposit*, upfront, first payment*, initial payment*',
  },
  decree: {
    kind: 'service',
    uz: 'qaror*, farmon*, nizom*, qonun*, farmoyish*, normativ*, pq, pf, vmq',
    ru: 'постановлен*, указ*, положени*, закон*, распоряжен*, нормативн*',
    en: 'resolution*, decree*, regulation*, law, laws, statute*, legal document*, legislation',
  },
  eligibility: {
    kind: 'domain',
    uz: 'xukuk*, kim ola oladi, kimlar ola oladi, ola oladi, ola olamanmi, ola oladimi, kim olishi mumkin, kimlar olishi mumkin, kimga beriladi, kimlarga beriladi, talab*, shart*, mezon*, faqat fermer*, yoki faqat, xar kim, kimlarga',
    ru: 'кто может, кто имеет право, кому дают, кому выдают, кому положен*, требовани*, критери*, услови* получени*, или только, только для, только фермер*, только юрлиц*, любой ли, кто угодно',
    en: 'who can, who is eligible, eligib*, who qualifies, qualify, qualifies, requirement*, criteria, only for, or only, only farmers, only registered, anyone',
  },
  submit: {
    kind: 'plain',
    uz: 'topshir*, jonat*, yubor*',
    ru: 'подать, подач*, подавать, сдать, сдач*, отправ*',
    en: 'submit*, hand in, file, send*',
  },
} satisfies Record<string, Concept>

export type ConceptName = keyof typeof concepts

/**
 * Topics a question asks without naming them, for the comparison of a record's title with the question
 * (src/search/retrieve.ts): nearly every question to the fund is about a loan or financing from the fund, and paying
 * is repaying. A group here counts as asked when the question names any group of its line.
 */
export const impliedTopics: ConceptName[][] = [
  ['loan', 'financing', 'fund', 'support', 'programs', 'farmer'],
  ['repay', 'payment'],
  ['leasing', 'rent'],
]
