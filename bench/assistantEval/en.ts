import { faq, knowledge, legalDocument, offtopic, person, program, type EvalCase } from './types.js'

/** Written by hand from the seed content only, as Uzbek farmers and foreign partners type in English chat; never checked against the assistant. */
export const en: EvalCase[] = [
  // Knowledge entries
  { lang: 'en', text: 'hi, what kind of help u give to farmers?', expect: knowledge('What kinds of support does the Fund offer?'), note: 'colloquial' },
  {
    lang: 'en',
    text: 'How do I actually get funding from you? What are the steps, and can it be done online or must I come in person?',
    expect: knowledge('How do I apply for financing?'),
    note: 'synonym: funding',
  },
  { lang: 'en', text: 'which docs shud i prepare to take a credit for my farm?', expect: knowledge('What documents do I need for a loan?'), note: 'typo: shud; synonym: credit' },
  {
    lang: 'en',
    text: 'Planning to get a Belarus tractor on lease. What paperwork do I hand in?',
    expect: knowledge('What documents do I need to lease machinery?'),
    note: 'trap: names tractor (program)',
  },
  {
    lang: 'en',
    text: 'what do i have to submit to get part of my costs reimbursed by the fund? list of docs pls',
    expect: knowledge('What documents do I need to apply for a subsidy?'),
    note: 'synonym: reimbursed for subsidy',
  },
  {
    lang: 'en',
    text: 'what can be pledged for a loan? i have a house and a kamaz truck',
    expect: knowledge('What collateral does the Fund accept?'),
    note: 'synonym: pledge; trap: truck/house',
  },
  {
    lang: 'en',
    text: 'If I sign the contract now and later you change the percentage, will my rate go up too?',
    expect: knowledge('Is the interest rate fixed for the whole term?'),
    note: 'paraphrase: percentage',
  },
  {
    lang: 'en',
    text: 'do i have to start paying back the main debt right away or is there some break at the beginning?',
    expect: knowledge('What is a grace period and which programs have one?'),
    note: 'no "grace": main debt, break',
  },
  {
    lang: 'en',
    text: 'can i close my credit ahead of schedule? is there any penalty for that',
    expect: knowledge('Can I repay a loan early?'),
    note: 'paraphrase: close ahead of schedule',
  },
  {
    lang: 'en',
    text: 'what happens if im late with my paymnet a few weeks',
    expect: knowledge('What happens if I miss a payment?'),
    note: 'typo: paymnet',
  },
  {
    lang: 'en',
    text: "hail destroyed most of my wheat in may. i won't be able to pay the bank in autumn. can the payments be postponed??",
    expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'),
    note: 'story; names wheat',
  },
  {
    lang: 'en',
    text: 'Is it mandatory to insure the heifers we get on lease?',
    expect: knowledge('Do I have to insure my crop, machinery or livestock?'),
    note: 'trap: names heifers (cattle leasing program)',
  },
  {
    lang: 'en',
    text: 'what are the typical reasons a loan application gets turned down? want to avoid mistakes before I apply',
    expect: knowledge('Why can an application be refused?'),
    note: 'synonym: turned down',
  },
  {
    lang: 'en',
    text: 'the specialist at your branch in Termez was rude and would not even accept my documents. where can i complain about him?',
    expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'),
    note: 'story',
  },
  {
    lang: 'en',
    text: 'whats ur office address in tashkent and what time are u open? want to come in person',
    expect: knowledge('Where is the reception and when is it open?'),
    note: 'colloquial',
  },
  { lang: 'en', text: 'pls give me a number to call you', expect: knowledge('What is the helpline number?'), note: 'short, no "helpline"' },
  {
    lang: 'en',
    text: 'we registred our farm only 2 months ago, no credit history at all. can we still get financing?',
    expect: knowledge('Can a newly registered farm get financing?'),
    note: 'typo: registred',
  },
  { lang: 'en', text: 'max loan size?', expect: knowledge('How much financing can I get?'), note: 'very short' },
  {
    lang: 'en',
    text: 'do you give loans for buying a car? need one to get to my fields',
    expect: knowledge('What does the Fund not finance?'),
    note: 'car loan asked of the fund: answered by the exclusions',
  },
  {
    lang: 'en',
    text: "who is the owner of the combine while I'm still paying for it under leasing? can i sell it if i need cash?",
    expect: knowledge('Who owns leased machinery, and when does it become mine?'),
    note: 'trap: names combine (program)',
  },
  {
    lang: 'en',
    text: 'how do you pay out the subsidy, in cash or to the bank acount? and how soon after the work is done',
    expect: knowledge('When and how is a subsidy paid?'),
    note: 'typo: acount',
  },
  {
    lang: 'en',
    text: 'The tractor I want is imported from Germany and priced in euros. Will my lease be in euros or soums, and what if the exchange rate jumps?',
    expect: knowledge('Are loans and leasing in soums or in foreign currency?'),
    note: 'long; near the exchange-rate off-topic questions',
  },
  {
    lang: 'en',
    text: 'do you charge anything just for looking at my application?',
    expect: knowledge('Do I have to pay anything to apply?'),
    note: 'paraphrase: charge',
  },
  {
    lang: 'en',
    text: 'an employee is asking me for money under the table to approve my loan. who do i tell about this?',
    expect: knowledge('How do I report a bribe request or other corruption?'),
    note: 'no "bribe": under the table',
  },
  {
    lang: 'en',
    text: 'i work land that belongs to my uncle, we have nothing on paper, just agreed between us. can i get a loan on it?',
    expect: knowledge('Can I get financing if I farm rented land?'),
    note: 'indirect: verbal sublease',
  },
  {
    lang: 'en',
    text: 'Will the fund buy my cotton after the harvest or do I have to find a buyer myself?',
    expect: knowledge('Does the Fund buy my harvest?'),
    note: 'trap: names cotton',
  },

  // A FAQ and a knowledge entry (or program) answer equally
  {
    lang: 'en',
    text: 'I wrote an appeal on ur site last week and got some code by sms. where do i check if anyone answered?',
    expect: [faq('How can I send an appeal to the Fund?'), knowledge('How can I track my appeal?')],
    note: 'FAQ also covers tracking',
  },
  {
    lang: 'en',
    text: 'handed in all my documents for the credit at the branch 8 days ago, still no news. how long does it usually take them to decide?',
    expect: [faq('How long does it take to review an application?'), knowledge('How can I find out the status of my financing application?')],
    note: 'review time vs status',
  },
  {
    lang: 'en',
    text: 'how much is the advance payment when leasing a cotton harvester?',
    expect: [faq('How large is the down payment for leasing machinery?'), program('cotton-picker-leasing')],
    note: 'synonyms: advance payment, harvester',
  },

  // Programs
  {
    lang: 'en',
    text: 'whats the interest and how many years can i lease a grain combine for? payments monthly or by season?',
    expect: program('tractor-and-combine-leasing'),
  },
  {
    lang: 'en',
    text: "We'd like to take 20 dairy heifers on lease. How much fodder land do we need and what's the first payment?",
    expect: program('breeding-cattle-leasing'),
    note: 'synonym: first payment',
  },
  {
    lang: 'en',
    text: 'i have a 3 ha pond and want to raise carp. can i borrow for young fish, feed and aerators, and for how long?',
    expect: program('fish-farming'),
    note: 'no "fish farm": pond, carp',
  },
  {
    lang: 'en',
    text: 'how much compensation per hectare for putting drip irigation on my cotton? i have 4 hectares',
    expect: program('drip-irrigation-subsidy'),
    note: 'typo: irigation; below the 5 ha minimum',
  },
  {
    lang: 'en',
    text: 'planting an intensive apple orchad on dwarf rootstock. how much grant do i get for each hectare?',
    expect: program('intensive-orchard-subsidy'),
    note: 'typo: orchad; synonym: grant',
  },
  {
    lang: 'en',
    text: 'We plan a 1.5 ha hydroponic glasshouse, mostly tomatoes for export to Russia. What share of the project can you finance and is there a lower rate for exporters?',
    expect: program('greenhouse-construction'),
    note: 'British: glasshouse; partner style',
  },
  {
    lang: 'en',
    text: 'our farm grows elite seed wheat for the region. is there some cheaper credit for seed growers like us?',
    expect: program('seed-wheat-production'),
  },
  {
    lang: 'en',
    text: "Cotton cluster here. Need money for the season: fertiliser, diesel and pickers' wages. How much per hectare can we get and when do we pay it back?",
    expect: program('cotton-cluster-working-capital'),
    note: "trap: pickers' wages (cotton picker leasing)",
  },

  // Legal documents
  {
    lang: 'en',
    text: 'For our due diligence: which government resolution sets out working capital financing for cotton, grain and seed farms?',
    expect: legalDocument('PQ-112'),
    note: 'partner; names cotton program terms',
  },
  {
    lang: 'en',
    text: 'is the regulation on leasing agri machinery and pedigree livestock still valid or was it amendet? what changed?',
    expect: legalDocument('VMQ-480'),
    note: 'typo: amendet; synonym: pedigree',
  },
  {
    lang: 'en',
    text: 'which decree are the orchard and greenhouse subsidies based on? need the legal reference for a donor report',
    expect: legalDocument('PF-61'),
    note: 'partner',
  },

  // Off-topic: exchange rates
  { lang: 'en', text: 'whats the dollar rate today?', expect: offtopic, note: 'trap: dollar' },
  { lang: 'en', text: 'how many sum is 100 euro now', expect: offtopic, note: 'trap: soum' },
  { lang: 'en', text: 'where to exhange russian rubles in tashkent with a good rate', expect: offtopic, note: 'typo: exhange; exchange rate' },

  // Off-topic: weather
  { lang: 'en', text: 'wheather for jizzakh next week? planning to start harvesting wheat', expect: offtopic, note: 'trap: harvest, wheat; typo: wheather' },
  { lang: 'en', text: 'Will it rain tomorrow in Fergana?', expect: offtopic, note: 'weather' },
  {
    lang: 'en',
    text: 'is frost expected this weekend in samarkand region? my apricot trees are flowering',
    expect: offtopic,
    note: 'trap: frost (insurance), orchard',
  },

  // Off-topic: sport
  { lang: 'en', text: 'pakhtakor result yesterday?', expect: offtopic, note: 'trap: football club named after cotton' },
  { lang: 'en', text: 'when does the Uzbekistan national team play its next world cup qualifier', expect: offtopic, note: 'sport' },
  { lang: 'en', text: 'How many gold medals did Uzbekistan win at the Paris Olympics?', expect: offtopic, note: 'sport' },

  // Off-topic: food and recipes
  { lang: 'en', text: 'how to cook potatoes in a kazan with meat, like dimlama?', expect: offtopic, note: 'trap: potatoes' },
  { lang: 'en', text: 'give me a good plov recepie for 10 ppl', expect: offtopic, note: 'typo: recepie; recipe' },
  { lang: 'en', text: 'how long do i fry carp fillets? caught a big one from our pond', expect: offtopic, note: 'trap: pond, carp (fish farming)' },

  // Off-topic: general knowledge
  { lang: 'en', text: 'When did people first start growing cotton in Central Asia?', expect: offtopic, note: 'trap: cotton; history' },
  { lang: 'en', text: 'who was amir temur', expect: offtopic, note: 'trap: reception is on Amir Temur Avenue' },
  { lang: 'en', text: 'what is the longest river in uzbekistan', expect: offtopic, note: 'geography' },

  // Off-topic: other
  { lang: 'en', text: 'is there a tractor racing game for android? my son wants one', expect: offtopic, note: 'trap: tractor' },
  { lang: 'en', text: "what's the best car loan rate at Kapitalbank right now?", expect: offtopic, note: 'trap: loan, rate; commercial bank' },
  { lang: 'en', text: 'my humo card got stuck in the ATM and now its blocked, how do i unblock it', expect: offtopic, note: 'commercial bank card' },
  { lang: 'en', text: 'what documents do I need to renew my passport?', expect: offtopic, note: 'trap: documents, passport; other state service' },
  { lang: 'en', text: 'what should i spray on cotton against aphids? the leaves are curling', expect: offtopic, note: 'trap: cotton; agronomy advice' },
  { lang: 'en', text: 'what is the world price of cotton per tonne right now?', expect: offtopic, note: 'trap: cotton, price' },

  // Requests for a person
  { lang: 'en', text: 'can i talk to a real person pls', expect: person },
  { lang: 'en', text: 'connect me to opertor', expect: person, note: 'typo: opertor' },
  {
    lang: 'en',
    text: "this bot doesn't get me. is there someone from your staff who can answer me here?",
    expect: person,
    note: 'no "operator" or "human"',
  },
]
