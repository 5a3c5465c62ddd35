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
    uz: 'kurs*, ayirboshla*, almashtir*, konvertats*, obmen*, valyuta ayirboshlash, dollar necha, dollar kancha, dollar bugun, bugun dollar*, evro necha, rubl necha, yevro necha, kadrsizlan*, arzonla*, kimmatla*, valyuta kursi, dollar kursi, markaziy bank kursi, necha som boldi, kancha som boldi, dollar osh*, evro osh*, dollar tush*, evro tush*, dollar sotib ol*, dollar sot*, dollar narx*, pul almash*, obmennik*, evro kurs*, rubl kurs*',
    ru: 'курс*, обмен*, обменя*, поменять, конверт*, котировк*, доллар сколько, сколько стоит доллар, сколько стоит евро, почем доллар, почём доллар, доллар сегодня, сегодня доллар, девальвац*, ослабнет, укрепит*, подешеве*, подороже*, курс валют*, обменник*, обменный пункт, по курсу, сколько сумов за, сколько сум за, купить доллар*, продать доллар*, обменять доллар*, поменять доллар*, валют* обмен*',
    en: 'exchange rate*, rate today, rates today, exchange, exhange, forex, convert*, conversion, dollar today, dollar rate, how much is the dollar, how much is a dollar, price of the dollar, change money, change dollars, change euros, change rubles, change roubles, into soums, against the dollar, against the ruble, devaluat*, get weaker, get stronger, currency rate*, conversion rate*, how many soums, how many sums, in soums today, buy dollars, sell dollars, exchange office, money changer*, rouble rate, ruble rate, euro rate, usd, eur, euros, rubles, roubles, dollars to, to soums, to sums, currency exchange',
  },
  marketPrices: {
    uz: 'jahon bozor*, bozor narx*, birja*, narxi kancha, narxi necha, tonnasi*, kilosi necha, kilosi kancha, litri*',
    ru: 'мирово* рын*, мировые цены, цена на, цены на, биржев*, за тонну, за кило*, почем, почём, за литр*, подешевле, оптом',
    en: 'world price*, world market, market price*, price of, price per, per tonne, per ton, commodity price*, stock exchange, per liter, per litre, how much costs, how much does a, how much is a new',
  },
  weather: {
    uz: 'ob xavo, obxavo, xavo, yomgir*, kor yog*, dol yog*, yogin*, sinoptik*, sovuk tush*, ayoz tush*, gradus*, issik bolad*, sovuk bolad*, bulut*, shamol*, prognoz*, bulutli, kuyoshli kun, momakaldirok*, xavo issik, xavo sovuk, bugun sovuk, ertaga sovuk, ertaga issik, xavo xarorat*, dovul*, jala*, uzgidromet*, gidromet*, kuchli shamol, ertaga yomgir*, bugun yomgir*',
    ru: 'погод*, дожд*, снег*, синоптик*, пойдет град, будет град, град будет, градус*, температур*, прогноз*, жара, жарко, холодно, ветер, ветра, ветром, ветрено, ветрен*, осадк*, будут ли заморозки, ожидаются заморозки, ожидается заморозки, солнечно, облачно, гроз*, мороз*, завтра будет холодно, завтра будет жарко, ливн*, ураган*, метеоцентр*, гидромет*, узгидромет*',
    en: 'weather*, forecast*, rain*, snow*, meteorolog*, will it hail, will there be hail, hail tomorrow, temperature*, degrees, sunny, windy, celsius, frost expected, expect frost, expecting frost, will there be frost, will it rain, will it snow, cloudy, thunder*, storm tomorrow, hot tomorrow, cold tomorrow, heatwave, rainfall, drizzle, blizzard, humid*, uzhydromet, weather service, rainy, chilly, fog, foggy, humidity, precipitation, will it be hot, will it be cold',
  },
  sport: {
    uz: 'futbol*, match*, gol, gollar*, chempionat*, terma jamoa*, olimpiad*, boks*, kurash boyicha, kurashchi*, sport*, paxtakor*, klub*, oyin natija*, xisob nechi, futbolchi*, yutdi, yutkazdi, gol urdi, oyinchi*, stadion*, kubok*, liga*, murabbiy*, real madrid, barselona*, messi, ronaldo, tennis*, shaxmat*',
    ru: 'футбол*, матч*, гол, голы, чемпионат*, сборн*, олимпи*, бокс*, спорт*, пахтакор*, клуб*, счет матч*, счёт матч*, турнир*, футболист*, выиграл*, проиграл*, стадион*, кубок*, лига, лиги, лигу, тренер*, игрок*, реал мадрид, барселон*, месси, роналду, теннис*, шахмат*',
    en: 'football*, soccer, match, match today, match score*, match result*, the matches, goal*, championship*, world cup, national team, olympic*, boxing, sport*, pakhtakor, paxtakor, club*, score*, tournament*, player*, won the, lost the, stadium*, cup final, league, coach, fifa, uefa, olympics, tennis, chess, messi, ronaldo, real madrid, barcelona, basketball, volleyball, wrestling, boxer*, marathon, gym, fitness, workout*',
  },
  food: {
    uz: 'retsept*, resept*, pishir*, non yop*, tandir*, xamir*, kovur*, taom*, ovkat*, oshni damla*, palov*, somsa*, shorva*, sumalak*, mazali*, dimlama*, kazon*, kozon*, ovkat kilish, tayyorlash usuli, shirinlik*, salat*, manti*, lagmon*, shashlik*, kabob*, mastava*, chuchvara*, norin*, kofe*, choy damla*',
    ru: 'рецепт*, пригот*, жарит*, пожарит*, варит*, сварит*, блюд*, плов*, вкусн*, суп*, шурп*, сумаляк*, сумалак*, запеч*, жарен*, манты, лагман*, шашлык*, салат*, торт, выпечк*, испечь, как приготовить, борщ*, пельмен*, самс*, чучвар*, нарын*, кофе, заварить чай',
    en: 'recipe*, cook*, fry*, fried, dish, dishes, bake*, tasty, delicious, plov, pilaf, soup*, meal*, dinner*, baking, cake*, salad*, kebab*, how to make, how do you make, ingredient*, boil*, roast*, samsa, dumpling*, coffee, breakfast, lunch ideas, cuisine, cooking, bread, oven, restaurant*, cafe, cafes, menu, dessert*, vegetarian, eat, eating',
  },
  generalKnowledge: {
    uz: 'tarixiy*, tarixi xakida, tarixi kanday, tarixini*, ilk bor, kachon boshlangan, tarixini ayt*, asr, asrda, asrlar*, ixtiro*, poytaxt*, eng uzun, eng katta, eng baland, dunyodagi, kashf*, kim bolgan, kachon paydo, kachon tugilgan, tugilgan yili, daryo*, dengiz*, amir temur kim, amir temur tarix*, navoiy*, orol*, kim yozgan, kim kashf, kaysi yilda, axolisi, necha million, dunyoda, eng mashxur, mashxur*, shoir*, yozuvchi*, sayyora*, kosmos*',
    ru: 'историческ*, истори* возникновени*, истори* хлопк*, в истории, век, веке, века, изобр*, столиц*, самая длинная, самый длинный, самый большой, самая большая, кто такой, кто такая, кто был, когда родил*, основан*, река, реки, реке, озер*, море, моря, гор, тимур*, арал*, кто написал, какой стране, каком году, населени*, сколько жителей, знаменит*, поэт, поэта, поэты, писател*, учён*, ученый, планет*, космос*',
    en: 'history of, historical, in history, century, invent*, capital of, capital city, longest, largest, biggest, tallest, famous, who was, when was, founded, born, river*, lake*, sea, mountain*, who was amir temur, timur, tamerlane, aral, who wrote, which country, what year, population, famous, poet*, writer*, scientist*, planet*, outer space, who discovered, who invented, what is the capital, how far is, distance from, how many countries, meaning of, definition of',
  },
  health: {
    uz: 'dori ich*, kasal*, bosh ogri*, ogriyapti, shifokor*, vrach*, bosim*, kon bosim*, tish*, isitma*, kasalxona*, dorixona*, gripp*, koronavirus*, kovid*, covid*, yotal*, tumov*, oshkozon*, yurak*, diabet*, tish dokto*',
    ru: 'лекарств*, таблетк*, болит, болеть, болезн*, врач*, давлен*, медицин*, больниц*, аптек*, температурит, грипп*, ковид*, коронавирус*, кашел*, кашл*, простуд*, желуд*, сердц*, диабет*, стоматолог*',
    en: 'medicine*, doctor*, headache*, pain*, sick, illness*, blood pressure, hospital*, pharmacy*, fever, flu, covid*, coronavirus, cough*, stomach*, heart attack, diabetes, dentist*, clinic*, symptom*, allerg*, vitamin*, lose weight, diet',
  },
  stateServices: {
    uz: 'pasport*, pensiya*, nafaka*, id karta*, propiska*, viza*, guvoxnoma*, xaydovchilik*, nikox*, davlat xizmatlari markaz*, fuqarolik*, zags, tugilganlik*, xarbiy xizmat*, armiya*, xarbiy bilet*',
    ru: 'паспорт*, пенси*, прописк*, виза, визу, загран*, водительск*, свидетельств* о рожден*, id карт*, госуслуг*, загс*, гражданств*, военкомат*, арми*, военн* билет*',
    en: 'passport*, pension*, visa, visas, id card*, driving licen*, driver licen*, birth certificate*, residence permit*, public services cent*, citizenship, marriage certificate*, army, military service, marriage, wedding*, divorce*, inheritance, inherit, lawyer*, police, traffic fine*, speeding, driving test, license plate*, number plate*, car registration',
  },
  phonesAndCards: {
    uz: 'mobil internet*, internet paket*, internet tezlig*, internetim*, wifi, vayfay, smartfon*, ayfon*, iphone, samsung, sim karta*, uzcard, humo, plastik karta*, bank karta*, kartam*, karta blok*, paynet, click, payme, klik, peymi, peyme, peynet, uzkard*, pul jonat*, pul otkazma*, zolotaya korona, korona pay, western union, kartadan kartaga, kartaga pul, router*, modem*, internet sekin*, internet ishlamay*, telefonim buzil*, zaryadka*, android*, vatsap*, whatsapp, play market, bankomat*, mastercard, visa karta*',
    ru: 'мобильн* интернет*, интернет пакет*, скорост* интернет*, интернет не работ*, вайфай, смартфон*, айфон*, сим карт*, uzcard, humo, узкард*, хумо, пластиков* карт*, банковск* карт*, карта заблок*, карту заблок*, пейнет, клик, пейми, пэйми, денежн* перевод*, перевести деньги, перевод с карты, перевод на карту, с карты на карту, золотая корона, вестерн юнион, роутер*, модем*, интернет медленн*, телефон сломал*, сломался телефон, зарядк*, андроид*, ватсап*, плей маркет, банкомат*, мастеркард*, виза карт*',
    en: 'mobile internet, internet package*, internet speed*, my internet, wifi, smartphone*, iphone, samsung, sim card*, uzcard, humo, bank card*, debit card*, credit card*, card blocked, blocked card*, my card, money transfer*, transfer money, send money, western union, card to card, router, modem, internet is slow, no signal, phone broke*, broken phone, charger, android, whatsapp, app store, play market, atm, cash machine, mastercard, visa card',
  },
  commercialBanks: {
    uz: 'kapitalbank*, kapital bank*, anorbank*, anor bank*, ipoteka bank*, ipotekabank*, xamkorbank*, trastbank*, davrbank*, davr bank*, tbc*, uzum bank*, asakabank*, orient finans*, infinbank*, avtokredit*, avto kredit*, katm, omonat*, depozit*, aloka bank*, agrobank*, xalk bank*, milliy bank*, nbu, sanoatkurilishbank*, kvartira uchun ipoteka',
    ru: 'капиталбанк*, капитал банк*, анорбанк*, анор банк*, ипотека банк*, ипотекабанк*, хамкорбанк*, трастбанк*, давр банк*, тбс*, тбц*, узум банк*, асакабанк*, автокредит*, авто кредит*, катм*, кредитн* бюро, вклад под, вклады, вкладов, депозит*, алока банк*, агробанк*, халк банк*, национальн* банк*, нбу',
    en: 'kapitalbank*, kapital bank*, anorbank*, anor bank*, ipoteka bank*, hamkorbank*, trastbank*, davr bank*, tbc*, uzum bank*, asakabank*, car loan rate*, auto loan rate*, credit bureau*, katm, deposit account*, savings account*, term deposit*, fixed deposit*, interest on deposit*, agrobank, halk bank, national bank, nbu, mortgage*',
  },
  agronomy: {
    uz: 'zararkunanda*, kasallig*, dori sep*, dorila*, purka*, kanday ek*, kanday ekiladi, kanday yetishtiriladi, parvarish*, barglari*, shira*, sargay*, chirish*, kurt*, begona ot*, gerbitsid*, pestitsid*, butash*, xosildorlikni oshir*',
    ru: 'вредител*, болезн* растен*, фитофтор*, опрыск*, как посадить, как сажать, как выращивать, тля, тлю, тли, желте*, гнил*, обработать от, сорняк*, гербицид*, пестицид*, обрезк*, подкормк*, когда сеять, когда сажать, сроки посева',
    en: 'pest*, plant disease*, spray*, aphid*, blight*, how to plant, how to grow, leaves turn*, yellow leaves, rotten, rotting, root rot, insecticide*, pesticide*, weed*, herbicide*, prune, pruning, when to sow, when to plant, how often to water, fungicide*, fungus, mildew, caterpillar*, worm*, beetle*, locust*, mites, germinat*, compost, grafting, vet, vets, veterinarian, vaccinate, calving, milk yield, feed ration, my cow is sick, bloat*',
  },
  entertainment: {
    uz: 'latifa*, xazil*, anekdot*, kino*, film*, kushik*, musika*, muzika*, oyin*, seriyal*, multfilm*, teatr*, kontsert*, konsert*, koshikchi*, aktyor*, serial*, tiktok, instagram*, youtube*, yutub*, netflix',
    ru: 'анекдот*, шутк*, пошут*, кино*, фильм*, песн*, музык*, игр*, сериал*, концерт*, театр*, мультфильм*, певец*, певиц*, актёр*, актер*, тикток*, инстаграм*, ютуб*, нетфликс*',
    en: 'joke*, funny, movie*, film*, song*, music*, game*, gaming, series, channel*, tv, concert*, theatre*, theater*, cartoon*, singer*, actor*, actress*, tiktok, instagram, youtube, netflix, tv series, watch online, meme*, anime, playstation, pubg, fortnite, video game*',
  },
  travel: {
    uz: 'chipta*, poyezd*, poezd*, samolyot*, aviachipta*, avtobus*, mexmonxona*, sayoxat*, turizm*, aeroport*, reys*, taksi*, turoperator*, bilet*',
    ru: 'билет*, поезд*, самолёт*, самолет*, авиабилет*, автобус*, гостиниц*, отель, отеля, отеле, путешестви*, туризм*, аэропорт*, рейс*, такси, турагент*, туроператор*, отпуск*',
    en: 'ticket*, trains, by train, train ticket*, flight*, bus, buses, hotel*, travel*, tourism, tourist*, airport*, airline*, vacation*, taxi*, holiday trip*, trip, trips, sightseeing, beach, resort*, museum*',
  },
  education: {
    uz: 'universitet*, institut*, maktab*, imtixon*, talaba*, abiturient*, grant asosida, kontrakt tolov*, kollej*, litsey*, repetitor*, ingliz tili, diplom*, magistratura*, bakalavr*, dtm, uy vazifa*',
    ru: 'университет*, институт*, школ*, экзамен*, студент*, поступлени*, абитуриент*, колледж*, лицей*, репетитор*, диплом*, магистратур*, бакалавр*, домашн* задани*',
    en: 'university, universities, college*, school, schools, exam, exams, examination*, student*, admission*, tuition, tutor*, diploma, masters degree, bachelor*, scholarship*, homework, ielts, toefl, teacher*, kindergarten*, grammar, lesson*, translate, translation, how do you say, solve, equation*, square root, math, maths, mathematics',
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
  // Everyday matters of other bodies and of private life: the law and the family, religion, shopping, car service, and
  // questions about the bot itself.
  lawAndOrder: {
    uz: 'meros*, vasiyat*, ajrash*, aliment*, advokat*, militsiya*, politsiya*, yxx, gai, davlat rakam*, avtomobil rakam*, prava ol*',
    ru: 'наследств*, завещани*, развод*, развестись, алимент*, адвокат*, полици*, милици*, гаи, гибдд, госномер*, номерной знак, получить права',
    en: 'will and testament, alimony, attorney*',
  },
  religion: {
    uz: 'namoz*, ramazon*, roza tut*, xaj, xajga, umra*, masjid*, xayit*, duo kil*',
    ru: 'намаз*, рамадан*, ураза*, мечет*, хадж*, молитв*, курбан*',
    en: 'prayer*, ramadan, mosque*, hajj, umrah, eid',
  },
  shopping: {
    uz: 'uzum market, olx, wildberries, onlayn dokon*, internet magazin*, kiyim*, poyabzal*',
    ru: 'озон, олх, вайлдберриз, интернет магазин*, одежд*, обув*',
    en: 'online shop*, online store*, amazon, olx, wildberries, clothes, shoes',
  },
  carService: {
    uz: 'avtoservis*, shinomontaj*, moy almashtir*, akkumulyator*',
    ru: 'автосервис*, шиномонтаж*, замена масла, ремонт машин*, ремонт авто*, аккумулятор*',
    en: 'car repair*, car service, oil change, tyres, tires, car battery',
  },
  aboutTheBot: {
    uz: 'sen kimsan, isming nima, necha yoshsan, robotmisan, botmisan',
    ru: 'ты робот, ты бот, как тебя зовут, сколько тебе лет',
    en: 'are you a robot, are you a bot, how old are you, what is your name',
  },
  politics: {
    uz: 'prezident*, saylov*, deputat*, partiya*, senat*, oliy majlis*, urush*',
    ru: 'президент*, выбор*, депутат*, парти*, сенат*, парламент*, войн*',
    en: 'president*, election*, politic*, parliament*, senate, war, wars, putin, trump, biden',
  },
} satisfies Record<string, Phrases>

export type OffTopicCue = keyof typeof offTopicCues
