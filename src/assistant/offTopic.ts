import type { Phrases } from '../search/lexicon.js'

/**
 * What visitors ask a fund's assistant that is not the fund's business, kept as data: a question with one of these
 * cues is handed to an operator unless it also names one of the fund's services (src/search/synonyms.ts, kind
 * `service`): "the dollar rate today" goes to a person, "is the loan in dollars or soums" is answered. Phrase syntax:
 * src/search/lexicon.ts. Cues name the topic, not the words a fund's text shares with it: `kurs` and `погода` are
 * here, `dollar` and `урожай` are not.
 */
export const offTopicCues = {
  exchangeRate: {
    uz: 'kurs*, ayirboshla*, almashtir*, konvertats*, obmen*, valyuta ayirboshlash, dollar necha, dollar kancha, dollar bugun, bugun dollar*, evro necha, rubl necha, yevro necha, kadrsizlan*, arzonla*, kimmatla*, valyuta kursi, dollar kursi, markaziy bank kursi, necha som boldi, kancha som boldi',
    ru: 'курс*, обмен*, обменя*, поменять, конверт*, котировк*, доллар сколько, сколько стоит доллар, сколько стоит евро, почем доллар, почём доллар, доллар сегодня, сегодня доллар, девальвац*, ослабнет, укрепит*, подешеве*, подороже*, курс валют*, обменник*, обменный пункт, по курсу, сколько сумов за, сколько сум за',
    en: 'exchange rate*, rate today, rates today, exchange, exhange, forex, convert*, conversion, dollar today, dollar rate, how much is the dollar, how much is a dollar, price of the dollar, change money, change dollars, change euros, change rubles, change roubles, into soums, against the dollar, against the ruble, devaluat*, get weaker, get stronger, currency rate*, conversion rate*, how many soums, how many sums, in soums today',
  },
  marketPrices: {
    uz: 'jahon bozor*, bozor narx*, birja*, narxi kancha, narxi necha, tonnasi*, kilosi necha, kilosi kancha, litri*',
    ru: 'мирово* рын*, мировые цены, цена на, цены на, биржев*, за тонну, за кило*, почем, почём, за литр*, подешевле, оптом',
    en: 'world price*, world market, market price*, price of, price per, per tonne, per ton, commodity price*, stock exchange, per liter, per litre, how much costs, how much does a, how much is a new',
  },
  weather: {
    uz: 'ob xavo, obxavo, xavo, yomgir*, kor yog*, dol yog*, yogin*, sinoptik*, sovuk tush*, ayoz tush*, gradus*, issik bolad*, sovuk bolad*, bulut*, shamol*, prognoz*, bulutli, kuyoshli kun, momakaldirok*, xavo issik, xavo sovuk, bugun sovuk, ertaga sovuk, ertaga issik',
    ru: 'погод*, дожд*, снег*, синоптик*, пойдет град, будет град, град будет, градус*, температур*, прогноз*, жара, жарко, холодно, ветер*, осадк*, будут ли заморозки, ожидаются заморозки, ожидается заморозки, солнечно, облачно, гроз*, мороз*, завтра будет холодно, завтра будет жарко',
    en: 'weather*, forecast*, rain*, snow*, meteorolog*, will it hail, will there be hail, hail tomorrow, temperature*, degrees, sunny, windy, celsius, frost expected, expect frost, expecting frost, will there be frost, will it rain, will it snow, cloudy, thunder*, storm tomorrow, hot tomorrow, cold tomorrow, heatwave',
  },
  sport: {
    uz: 'futbol*, match*, gol*, chempionat*, terma jamoa*, olimpiad*, boks*, kurash*, sport*, paxtakor*, klub*, oyin natija*, xisob nechi, futbolchi*, yutdi, yutkazdi, gol urdi, oyinchi*, stadion*, kubok*, liga*, murabbiy*',
    ru: 'футбол*, матч*, гол, голы, чемпионат*, сборн*, олимпи*, бокс*, спорт*, пахтакор*, клуб*, счет матч*, счёт матч*, турнир*, футболист*, выиграл*, проиграл*, стадион*, кубок*, лига, лиги, лигу, тренер*, игрок*',
    en: 'football*, soccer, match*, goal*, championship*, world cup, national team, olympic*, boxing, sport*, pakhtakor, paxtakor, club*, score*, tournament*, player*, won the, lost the, stadium*, cup final, league, coach, fifa, uefa, olympics',
  },
  food: {
    uz: 'retsept*, resept*, pishir*, non yop*, tandir*, xamir*, kovur*, taom*, ovkat*, osh, palov*, somsa*, shorva*, sumalak*, mazali*, dimlama*, kazon*, kozon*, ovkat kilish, tayyorlash usuli, shirinlik*, salat*, manti*, lagmon*, shashlik*, kabob*',
    ru: 'рецепт*, пригот*, жарит*, пожарит*, варит*, сварит*, блюд*, плов*, вкусн*, суп*, шурп*, сумаляк*, сумалак*, запеч*, жарен*, манты, лагман*, шашлык*, салат*, торт, выпечк*, испечь, как приготовить',
    en: 'recipe*, cook*, fry*, fried, dish, dishes, bake*, tasty, delicious, plov, pilaf, soup*, meal*, dinner*, baking, cake*, salad*, kebab*, how to make, how do you make, ingredient*',
  },
  generalKnowledge: {
    uz: 'tarixiy*, tarixi xakida, tarixi kanday, tarixini*, ilk bor, kachon boshlangan, tarixini ayt*, asr, asrda, asrlar*, ixtiro*, poytaxt*, eng uzun, eng katta, eng baland, dunyodagi, kashf*, kim bolgan, kachon paydo, kachon tugilgan, tugilgan yili, daryo*, dengiz*, amir temur, navoiy*, orol*, kim yozgan, kim kashf, kaysi yilda, axolisi, necha million, dunyoda, eng mashxur, mashxur*, shoir*, yozuvchi*, sayyora*, kosmos*',
    ru: 'историческ*, истори* возникновени*, истори* хлопк*, в истории, век, веке, века, изобр*, столиц*, самая длинная, самый длинный, самый большой, самая большая, кто такой, кто такая, кто был, когда родил*, основан*, река, реки, реке, озер*, море, моря, гор, амир темур*, тимур*, арал*, кто написал, какой стране, каком году, населени*, сколько жителей, знаменит*, поэт, поэта, поэты, писател*, учён*, ученый, планет*, космос*',
    en: 'history of, historical, in history, century, invent*, capital of, capital city, longest, largest, biggest, tallest, famous, who was, when was, founded, born, river*, lake*, sea, mountain*, amir temur, timur, tamerlane, aral, who wrote, which country, what year, population, famous, poet*, writer*, scientist*, planet*, outer space, who discovered',
  },
  health: {
    uz: 'dori ich*, kasal*, bosh ogri*, ogriyapti, shifokor*, vrach*, bosim*, kon bosim*, tish*, isitma*, kasalxona*, dorixona*',
    ru: 'лекарств*, таблетк*, болит, болеть, болезн*, врач*, давлен*, медицин*, больниц*, аптек*, температурит',
    en: 'medicine*, doctor*, headache*, pain*, sick, illness*, blood pressure, hospital*, pharmacy*, fever',
  },
  stateServices: {
    uz: 'pasport*, pensiya*, nafaka*, id karta*, propiska*, viza*, guvoxnoma*, xaydovchilik*, nikox*',
    ru: 'паспорт*, пенси*, прописк*, виза, визу, загран*, водительск*, свидетельств* о рожден*, id карт*',
    en: 'passport*, pension*, visa, visas, id card*, driving licen*, driver licen*, birth certificate*, residence permit*',
  },
  phonesAndCards: {
    uz: 'mobil internet*, internet paket*, internet tezlig*, internetim*, wifi, vayfay, smartfon*, ayfon*, iphone, samsung, sim karta*, uzcard, humo, plastik karta*, bank karta*, kartam*, karta blok*, paynet, click, payme',
    ru: 'мобильн* интернет*, интернет пакет*, скорост* интернет*, интернет не работ*, вайфай, смартфон*, айфон*, сим карт*, uzcard, humo, узкард*, хумо, пластиков* карт*, банковск* карт*, карта заблок*, карту заблок*, пейнет',
    en: 'mobile internet, internet package*, internet speed*, my internet, wifi, smartphone*, iphone, samsung, sim card*, uzcard, humo, bank card*, debit card*, credit card*, card blocked, blocked card*, my card',
  },
  commercialBanks: {
    uz: 'kapitalbank*, kapital bank*, anorbank*, anor bank*, ipoteka bank*, ipotekabank*, xamkorbank*, trastbank*, davrbank*, davr bank*, tbc*, uzum bank*, asakabank*, orient finans*, infinbank*, avtokredit*, avto kredit*, katm',
    ru: 'капиталбанк*, капитал банк*, анорбанк*, анор банк*, ипотека банк*, ипотекабанк*, хамкорбанк*, трастбанк*, давр банк*, тбс*, тбц*, узум банк*, асакабанк*, автокредит*, авто кредит*, катм*, кредитн* бюро',
    en: 'kapitalbank*, kapital bank*, anorbank*, anor bank*, ipoteka bank*, hamkorbank*, trastbank*, davr bank*, tbc*, uzum bank*, asakabank*, car loan rate*, auto loan rate*, credit bureau*, katm',
  },
  agronomy: {
    uz: 'zararkunanda*, kasallig*, dori sep*, dorila*, purka*, kanday ek*, kanday ekiladi, kanday yetishtiriladi, parvarish*, barglari*, shira*, sargay*, chirish*, kurt*',
    ru: 'вредител*, болезн* растен*, фитофтор*, опрыск*, как посадить, как сажать, как выращивать, тля, тлю, тли, желте*, гнил*, обработать от',
    en: 'pest*, plant disease*, spray*, aphid*, blight*, how to plant, how to grow, leaves turn*, yellow leaves, rotten, rotting, root rot, insecticide*, pesticide*',
  },
  entertainment: {
    uz: 'latifa*, xazil*, anekdot*, kino*, film*, kushik*, musika*, muzika*, oyin*, seriyal*, multfilm*, teatr*, kontsert*, konsert*, koshikchi*, aktyor*, serial*',
    ru: 'анекдот*, шутк*, пошут*, кино*, фильм*, песн*, музык*, игр*, сериал*, концерт*, театр*, мультфильм*, певец*, певиц*, актёр*, актер*',
    en: 'joke*, funny, movie*, film*, song*, music*, game*, gaming, series, channel*, tv, concert*, theatre*, theater*, cartoon*, singer*, actor*, actress*',
  },
  travel: {
    uz: 'chipta*, poyezd*, poezd*, samolyot*, aviachipta*, avtobus*, mexmonxona*, sayoxat*, turizm*',
    ru: 'билет*, поезд*, самолёт*, самолет*, авиабилет*, автобус*, гостиниц*, отель, отеля, отеле, путешестви*, туризм*',
    en: 'ticket*, trains, by train, train ticket*, flight*, bus, buses, hotel*, travel*, tourism, tourist*',
  },
  education: {
    uz: 'universitet*, institut*, maktab*, imtixon*, talaba*, abiturient*, grant asosida, kontrakt tolov*',
    ru: 'университет*, институт*, школ*, экзамен*, студент*, поступлени*, абитуриент*',
    en: 'university, universities, college*, school, schools, exam, exams, examination*, student*, admission*, tuition',
  },
  // Other bodies' business a farmer meets: taxes, land allotment and the cadastre, utilities, mobile operators. A
  // question naming a fund service with them is still answered (tax arrears are a reason a loan is refused).
  taxesAndLand: {
    uz: 'solik*, kadastr*, yer ajrat*, yer uchastka ajrat*, ijs, yer solig*',
    ru: 'налог*, кадастр*, ижс, выделени* земл*, выделить земл*',
    en: 'tax, taxes, taxation, tax office, cadastr*, land registr*, land allocation',
  },
  utilities: {
    uz: 'svet, elektr tarmok*, elektr energiya*, gaz tolov*, gaz puli, suv puli, kommunal*, uzmobile, beeline, ucell, mobiuz, podpiska*',
    ru: 'свет отключ*, отключили свет, электросет*, электроэнерги*, коммунал*, оплат* газ*, узмобайл*, uzmobile, билайн*, beeline, юселл*, ucell, мобиюз*, mobiuz, подписк*',
    en: 'electricity bill*, power cut*, power outage*, utility bill*, utilities, gas bill*, uzmobile, beeline, ucell, mobiuz, subscription*',
  },
  politics: {
    uz: 'prezident*, saylov*, deputat*, partiya*',
    ru: 'президент*, выбор*, депутат*, парти*',
    en: 'president*, election*, politic*, parliament*',
  },
} satisfies Record<string, Phrases>

export type OffTopicCue = keyof typeof offTopicCues
