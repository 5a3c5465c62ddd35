import { type EvalCase, faq, knowledge, legalDocument, offtopic, program } from '../types.js'

/** Third batch, English by non-native speakers and by foreign partners of the Fund. */
export const en: EvalCase[] = [
  // --- Off-topic: banks, cards, transfers, exchange rates, rates of other bodies ---
  { lang: 'en', text: 'usd to uzs rate today?', expect: offtopic, note: 'short; trap: currency entry mentions the Central Bank rate' },
  {
    lang: 'en',
    text: 'Which bank in Uzbekistan gives the best interest on dollar deposit?',
    expect: offtopic,
    note: 'bank deposit; trap: interest, bank',
  },
  {
    lang: 'en',
    text: 'how to send money from Korea to my family in Fergana cheap',
    expect: offtopic,
    note: 'money transfer',
  },
  {
    lang: 'en',
    text: 'My Visa card not working in Tashkent ATM, what to do',
    expect: offtopic,
    note: 'bank card',
  },
  {
    lang: 'en',
    text: 'Is Central Bank going to cut the refinancing rate this year?',
    expect: offtopic,
    note: 'monetary policy; trap: rate, Central Bank',
  },
  {
    lang: 'en',
    text: 'What interest rate does the World Bank charge on its agriculture loan to Uzbekistan?',
    expect: offtopic,
    note: 'another lender; trap: interest rate, agriculture loan',
  },
  // --- Off-topic: tax, pensions, land, other government bodies ---
  {
    lang: 'en',
    text: 'Do I pay income tax in Uzbekistan if I work remote for a foreign company?',
    expect: offtopic,
    note: 'tax office',
  },
  {
    lang: 'en',
    text: 'how can I get my russian pension while living in Samarkand',
    expect: offtopic,
    note: 'pension',
  },
  {
    lang: 'en',
    text: 'Can a foreign company own agricultural land in Uzbekistan by law?',
    expect: offtopic,
    note: 'land law; trap: land, agricultural, foreign partner voice',
  },
  {
    lang: 'en',
    text: 'where to register ownership of apartment I bought in Tashkent',
    expect: offtopic,
    note: 'property registration',
  },
  {
    lang: 'en',
    text: 'How do we register an LLC to trade dried fruit from Uzbekistan?',
    expect: offtopic,
    note: 'company registration by another body; trap: fruit',
  },
  {
    lang: 'en',
    text: 'Where can I extend my residence permit?',
    expect: offtopic,
    note: 'migration service; trap: extend (appeal term extension)',
  },
  // --- Off-topic: weather, sowing, agronomy, veterinary ---
  {
    lang: 'en',
    text: 'weather for Bukhara next week, any rain?',
    expect: offtopic,
    note: 'weather',
  },
  {
    lang: 'en',
    text: 'best month to plant cotton in Uzbekistan climate?',
    expect: offtopic,
    note: 'sowing date; trap: cotton',
  },
  {
    lang: 'en',
    text: 'my tomato leafs have black spots, what spray is good',
    expect: offtopic,
    note: 'plant disease; typo: leafs',
  },
  {
    lang: 'en',
    text: 'What NPK ratio should I use for young apple orchard on dwarf rootstock?',
    expect: offtopic,
    note: 'fertiliser; trap: dwarfing rootstock is in the orchard subsidy',
  },
  {
    lang: 'en',
    text: 'How to treat foot and mouth disease in dairy heifers?',
    expect: offtopic,
    note: 'vet advice; trap: dairy heifers (breeding cattle leasing)',
  },
  // --- Off-topic: prices ---
  {
    lang: 'en',
    text: 'what is cotton price per ton on world market now',
    expect: offtopic,
    note: 'commodity price; trap: cotton',
  },
  {
    lang: 'en',
    text: 'Wholesale price of apricots in Samarkand this season?',
    expect: offtopic,
    note: 'market price',
  },
  { lang: 'en', text: 'diesel price per liter in Uzbekistan', expect: offtopic, note: 'fuel price' },
  {
    lang: 'en',
    text: 'How much costs a new MTZ-82 tractor in Uzbekistan?',
    expect: offtopic,
    note: 'machine price is not published; trap: tractor, leasing entries',
  },
  // --- Off-topic: jobs, travel, education, health ---
  {
    lang: 'en',
    text: 'Are there jobs for English teachers in Tashkent?',
    expect: offtopic,
    note: 'jobs elsewhere; trap: job vacancy entry',
  },
  {
    lang: 'en',
    text: 'How do I get business visa to Uzbekistan to visit our partner farms?',
    expect: offtopic,
    note: 'visa; trap: partner, farms',
  },
  { lang: 'en', text: 'need visa for transit in Tashkent airport?', expect: offtopic, note: 'travel' },
  {
    lang: 'en',
    text: 'Which universities in Uzbekistan teach agronomy in English?',
    expect: offtopic,
    note: 'education; trap: agronomy',
  },
  {
    lang: 'en',
    text: 'good private hospital in Tashkent for foreigners?',
    expect: offtopic,
    note: 'health',
  },
  // --- Off-topic: sport, recipes, mobile, utilities, insurance ---
  { lang: 'en', text: 'Who won Uzbekistan vs Iran football match', expect: offtopic, note: 'sport' },
  { lang: 'en', text: 'recipe for samsa', expect: offtopic, note: 'short; recipe' },
  {
    lang: 'en',
    text: 'which mobile operator has best 4G in villages',
    expect: offtopic,
    note: 'mobile operator',
  },
  {
    lang: 'en',
    text: 'how to pay electricity bill online as foreigner',
    expect: offtopic,
    note: 'utility bill; trap: pay',
  },
  {
    lang: 'en',
    text: 'Can you recommend good insurance company for my car?',
    expect: offtopic,
    note: 'car insurance; trap: insurance entry says any licensed insurer',
  },
  {
    lang: 'en',
    text: 'What subsidies does EU give to farmers in Poland?',
    expect: offtopic,
    note: 'foreign subsidies; trap: subsidies, farmers',
  },
  // --- Off-topic: general knowledge, small talk ---
  { lang: 'en', text: 'Who was Ulugbek?', expect: offtopic, note: 'short; history' },
  {
    lang: 'en',
    text: 'how many hectares of cotton Uzbekistan grows every year',
    expect: offtopic,
    note: 'statistics; trap: hectare, cotton',
  },
  { lang: 'en', text: 'tell me a joke', expect: offtopic, note: 'short; joke' },
  {
    lang: 'en',
    text: 'can you translate my letter to Uzbek language please',
    expect: offtopic,
    note: 'unrelated task; trap: letter (appeal)',
  },

  // --- Answerable ---
  {
    lang: 'en',
    text: 'what exactly you guys do for the farmers?',
    expect: knowledge('What kinds of support does the Fund offer?'),
    note: 'non-native grammar',
  },
  {
    lang: 'en',
    text: 'steps to get funding from you? where I bring the papers',
    expect: knowledge('How do I apply for financing?'),
    note: 'funding for financing; trap: loan-documents entry',
  },
  {
    lang: 'en',
    text: 'which papers to submit for claiming orchard subsidy',
    expect: knowledge('What documents do I need to apply for a subsidy?'),
    note: 'trap: the orchard subsidy program',
  },
  {
    lang: 'en',
    text: 'is there some months at start when we pay only interest?',
    expect: knowledge('What is a grace period and which programs have one?'),
    note: 'describes a grace period without naming it',
  },
  {
    lang: 'en',
    text: 'Can we pay off loan ahead of schedule without penalty?',
    expect: knowledge('Can I repay a loan early?'),
    note: 'trap: penalty points to the missed-payment entry',
  },
  {
    lang: 'en',
    text: 'is crop insurance must when I take seasonal loan',
    expect: knowledge('Do I have to insure my crop, machinery or livestock?'),
    note: 'non-native grammar',
  },
  {
    lang: 'en',
    text: 'I got code like A26-... in sms, how I check my request with it',
    expect: knowledge('How can I track my appeal?'),
    note: 'request for appeal; trap: application-status entry',
  },
  {
    lang: 'en',
    text: 'I want meet the director personally, which day he receive people?',
    expect: knowledge("When does the Fund's management receive citizens?"),
    note: 'non-native grammar; trap: reception entry',
  },
  {
    lang: 'en',
    text: 'do you have office in Samarkand region?',
    expect: knowledge('Does the Fund have regional branches?'),
    note: 'office for branch; names a region',
  },
  {
    lang: 'en',
    text: 'We registered our farm only last month, no credit history at all. Are we eligible?',
    expect: knowledge('Can a newly registered farm get financing?'),
    note: 'trap: who-can-get-a-loan FAQ',
  },
  {
    lang: 'en',
    text: 'what is the max total one borrower can owe you',
    expect: knowledge('How much financing can I get?'),
    note: 'asks about the overall cap',
  },
  {
    lang: 'en',
    text: 'We are dealer of Turkish tractors. Can farmers lease our machines through your fund?',
    expect: knowledge('Can I choose the brand and supplier of the machine I lease?'),
    note: 'supplier voice; trap: tractor and combine leasing program',
  },
  {
    lang: 'en',
    text: 'commission already checked our drip system, when the subsidy money will arrive?',
    expect: knowledge('When and how is a subsidy paid?'),
    note: 'trap: the drip irrigation program',
  },
  {
    lang: 'en',
    text: 'We are foreign supplier, is leasing contract priced in USD or EUR?',
    expect: knowledge('Are loans and leasing in soums or in foreign currency?'),
    note: 'partner voice; trap: exchange-rate off-topic questions',
  },
  {
    lang: 'en',
    text: 'could your staff help us to draft a business plan?',
    expect: knowledge('Can the Fund help me prepare a business plan?'),
    note: 'draft for prepare',
  },
  {
    lang: 'en',
    text: 'the leased harvester broke on the field, who pays the repair?',
    expect: knowledge('Who repairs and services leased machinery?'),
    note: 'harvester for combine',
  },
  {
    lang: 'en',
    text: 'why my appeal answer was postponed to next month?',
    expect: knowledge('Why was the answer term of my appeal extended?'),
    note: 'postponed for extended',
  },
  {
    lang: 'en',
    text: 'do you finance aquaculture, like fingerlings and aerators?',
    expect: program('fish-farming'),
    note: 'aquaculture for fish farming',
  },
  {
    lang: 'en',
    text: 'Can we get dairy heifers on lease? what terms?',
    expect: program('breeding-cattle-leasing'),
    note: 'trap: vet off-topic question names heifers too',
  },
  {
    lang: 'en',
    text: 'advance for wheat growers for costs from sowing until harvest, what rate and how long?',
    expect: program('commodity-wheat-advance'),
    note: 'trap: seed wheat program',
  },
  {
    lang: 'en',
    text: 'minimum area to qualify for the drip irrigation subsidy?',
    expect: program('drip-irrigation-subsidy'),
    note: 'asks a single term of the program',
  },
  {
    lang: 'en',
    text: 'Under which resolution do partner banks lend the Fund money to cotton and grain farms?',
    expect: legalDocument('PQ-112'),
    note: 'legal basis, no number given',
  },
  {
    lang: 'en',
    text: 'what % we must pay upfront to lease machinery',
    expect: faq('How large is the down payment for leasing machinery?'),
    note: 'upfront for down payment; trap: leasing programs',
  },
  {
    lang: 'en',
    text: 'how many days do you need to decide on application?',
    expect: faq('How long does it take to review an application?'),
    note: 'trap: application-status entry',
  },
]
