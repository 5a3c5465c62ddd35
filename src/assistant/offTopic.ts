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
    uz: 'kurs*, ayirboshla*, almashtir*, konvertats*, obmen*, valyuta ayirboshlash, dollar necha, dollar kancha, dollar bugun, bugun dollar*, evro necha, rubl necha, yevro necha, kadrsizlan*, arzonla*, kimmatla*',
    ru: 'курс*, обмен*, обменя*, поменять, конверт*, котировк*, доллар сколько, сколько стоит доллар, сколько стоит евро, почем доллар, почём доллар, доллар сегодня, сегодня доллар, девальвац*, ослабнет, укрепит*, подешеве*, подороже*',
    en: 'exchange rate*, rate today, rates today, exchange, exhange, forex, convert*, conversion, dollar today, dollar rate, how much is the dollar, how much is a dollar, price of the dollar, change money, change dollars, change euros, change rubles, change roubles, into soums, against the dollar, against the ruble, devaluat*, get weaker, get stronger',
  },
  marketPrices: {
    uz: 'jahon bozor*, bozor narx*, birja*, narxi kancha, narxi necha, tonnasi*, kilosi necha, kilosi kancha',
    ru: 'мирово* рын*, мировые цены, цена на, цены на, биржев*, за тонну, за кило*, почем, почём',
    en: 'world price*, world market, market price*, price of, price per, per tonne, per ton, commodity price*, stock exchange',
  },
  weather: {
    uz: 'ob xavo, obxavo, xavo, yomgir*, kor yog*, dol yog*, yogin*, sinoptik*, sovuk tush*, ayoz tush*, gradus*, issik bolad*, sovuk bolad*, bulut*, shamol*, prognoz*',
    ru: 'погод*, дожд*, снег*, синоптик*, пойдет град, будет град, град будет, градус*, температур*, прогноз*, жара, жарко, холодно, ветер*, осадк*, будут ли заморозки, ожидаются заморозки, ожидается заморозки',
    en: 'weather*, forecast*, rain*, snow*, meteorolog*, will it hail, will there be hail, hail tomorrow, temperature*, degrees, sunny, windy, celsius, frost expected, expect frost, expecting frost, will there be frost, will it rain, will it snow',
  },
  sport: {
    uz: 'futbol*, match*, gol*, chempionat*, terma jamoa*, olimpiad*, boks*, kurash*, sport*, paxtakor*, klub*, oyin natija*, xisob nechi',
    ru: 'футбол*, матч*, гол, голы, чемпионат*, сборн*, олимпи*, бокс*, спорт*, пахтакор*, клуб*, счет матч*, счёт матч*, турнир*',
    en: 'football*, soccer, match*, goal*, championship*, world cup, national team, olympic*, boxing, sport*, pakhtakor, paxtakor, club*, score*, tournament*',
  },
  food: {
    uz: 'retsept*, resept*, pishir*, non yop*, tandir*, xamir*, kovur*, taom*, ovkat*, osh, palov*, somsa*, shorva*, sumalak*, mazali*, dimlama*, kazon*, kozon*',
    ru: 'рецепт*, пригот*, жарит*, пожарит*, варит*, сварит*, блюд*, плов*, вкусн*, суп*, шурп*, сумаляк*, сумалак*, запеч*, жарен*',
    en: 'recipe*, cook*, fry*, fried, dish, dishes, bake*, tasty, delicious, plov, pilaf, soup*, meal*, dinner*',
  },
  generalKnowledge: {
    uz: 'tarixiy*, tarixi xakida, tarixi kanday, tarixini*, ilk bor, kachon boshlangan, tarixini ayt*, asr, asrda, asrlar*, ixtiro*, poytaxt*, eng uzun, eng katta, eng baland, dunyodagi, kashf*, kim bolgan, kachon paydo, kachon tugilgan, tugilgan yili, daryo*, dengiz*, amir temur, navoiy*, orol*',
    ru: 'историческ*, истори* возникновени*, истори* хлопк*, в истории, век, веке, века, изобр*, столиц*, самая длинная, самый длинный, самый большой, самая большая, кто такой, кто такая, кто был, когда родил*, основан*, река, реки, реке, озер*, море, моря, гор, амир темур*, тимур*, арал*',
    en: 'history of, historical, in history, century, invent*, capital of, capital city, longest, largest, biggest, tallest, famous, who was, when was, founded, born, river*, lake*, sea, mountain*, amir temur, timur, tamerlane, aral',
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
    uz: 'internet*, wifi, vayfay, smartfon*, ayfon*, iphone, samsung, sim karta*, uzcard, humo, plastik karta*, bank karta*, kartam*, karta blok*, paynet, click, payme',
    ru: 'интернет*, вайфай, смартфон*, айфон*, сим карт*, uzcard, humo, узкард*, хумо, пластиков* карт*, банковск* карт*, карта заблок*, карту заблок*, пейнет',
    en: 'internet*, wifi, smartphone*, iphone, samsung, sim card*, uzcard, humo, bank card*, debit card*, credit card*, card blocked, blocked card*, my card',
  },
  commercialBanks: {
    uz: 'kapitalbank*, kapital bank*, anorbank*, anor bank*, ipoteka bank*, ipotekabank*, xamkorbank*, trastbank*, davrbank*, davr bank*, tbc*, uzum bank*, asakabank*, orient finans*, infinbank*, avtokredit*, avto kredit*',
    ru: 'капиталбанк*, капитал банк*, анорбанк*, анор банк*, ипотека банк*, ипотекабанк*, хамкорбанк*, трастбанк*, давр банк*, тбс*, тбц*, узум банк*, асакабанк*, автокредит*, авто кредит*',
    en: 'kapitalbank*, kapital bank*, anorbank*, anor bank*, ipoteka bank*, hamkorbank*, trastbank*, davr bank*, tbc*, uzum bank*, asakabank*, car loan rate*, auto loan rate*',
  },
  agronomy: {
    uz: 'zararkunanda*, kasallig*, dori sep*, dorila*, purka*, kanday ek*, kanday ekiladi, kanday yetishtiriladi, parvarish*, barglari*, shira*, sargay*, chirish*, kurt*',
    ru: 'вредител*, болезн* растен*, фитофтор*, опрыск*, как посадить, как сажать, как выращивать, тля, тлю, тли, желте*, гнил*, обработать от',
    en: 'pest*, plant disease*, spray*, aphid*, blight*, how to plant, how to grow, leaves turn*, yellow leaves, rotten, rotting, root rot, insecticide*, pesticide*',
  },
  entertainment: {
    uz: 'latifa*, xazil*, anekdot*, kino*, film*, kushik*, musika*, muzika*, oyin*, seriyal*',
    ru: 'анекдот*, шутк*, пошут*, кино*, фильм*, песн*, музык*, игр*, сериал*',
    en: 'joke*, funny, movie*, film*, song*, music*, game*, gaming, series, channel*, tv',
  },
  politics: {
    uz: 'prezident*, saylov*, deputat*, partiya*',
    ru: 'президент*, выбор*, депутат*, парти*',
    en: 'president*, election*, politic*, parliament*',
  },
} satisfies Record<string, Phrases>

export type OffTopicCue = keyof typeof offTopicCues
