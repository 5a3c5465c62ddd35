import { faq, knowledge, legalDocument, offtopic, program, type EvalCase } from '../types.js'

/** Second English batch, written by hand from the seed content only, as Uzbek farmers and foreign partners type on a phone. */
export const en: EvalCase[] = [
  // Knowledge entries
  { lang: 'en', text: 'salam, i have a small farm near namangan. what exactly can your fund do for farmers, is it only credit or some other help also?', expect: knowledge('What kinds of support does the Fund offer?'), note: 'chatty, non-native' },
  { lang: 'en', text: 'how to submit request for financing, must i go to the office or can do it from the website', expect: knowledge('How do I apply for financing?'), note: 'synonym request, no articles' },
  { lang: 'en', text: 'wat papers i need to bring for credit? growing wheat on 20 ha in jizzakh', expect: knowledge('What documents do I need for a loan?'), note: 'typo: wat; synonym credit; names wheat' },
  { lang: 'en', text: 'we would like to take a grain harvester on lease for our farm in kashkadarya, which documents do we have to prepare beforehand?', expect: knowledge('What documents do I need to lease machinery?'), note: 'trap: names combine program' },
  { lang: 'en', text: 'do i need to put my house up as security, or will you take something else?', expect: knowledge('What collateral does the Fund accept?'), note: 'synonym security' },
  { lang: 'en', text: 'if i sign at 14% now can the bank raise it later, like next year?', expect: knowledge('Is the interest rate fixed for the whole term?'), note: 'implicit, no word rate' },
  { lang: 'en', text: 'at the begining do i have to return the main sum straight away or is there a pause? heard some programmes give a break', expect: knowledge('What is a grace period and which programs have one?'), note: 'typo: begining; British programme; no word grace' },
  { lang: 'en', text: 'buyer hasnt paid me yet so my instalment is 2 weeks late, what will happen to me?', expect: knowledge('What happens if I miss a payment?'), note: 'instalment, no apostrophe' },
  { lang: 'en', text: 'a storm with ice ruined about half my apricots last week. can i pay the loan later this year?', expect: knowledge('Can repayments be deferred after a drought, hail or another natural disaster?'), note: 'no word hail or disaster' },
  { lang: 'en', text: 'is it obligatery to take out a policy on the heifers we get on lease?', expect: knowledge('Do I have to insure my crop, machinery or livestock?'), note: 'typo: obligatery; trap: names cattle program' },
  { lang: 'en', text: 'they turned down my aplication at the branch, what are the common reasons for that', expect: knowledge('Why can an application be refused?'), note: 'typo: aplication; turned down' },
  { lang: 'en', text: 'the man in our district office was very rude and kept sending me away. where can i write about him to his bosses?', expect: knowledge('How do I complain about a refusal or about the actions of a branch employee?'), note: 'no word complaint' },
  { lang: 'en', text: "what's the address of your head office in tashkent and what time can i come in? planning to drop by on friday", expect: knowledge('Where is the reception and when is it open?'), note: 'reception not named' },
  { lang: 'en', text: 'pls send ur phone no.', expect: knowledge('What is the helpline number?'), note: 'short, abbreviations' },
  { lang: 'en', text: 'handed in my loan request at the branch 3 days ago, how will i know whether its approved or not?', expect: knowledge('How can I find out the status of my financing application?'), note: 'status implicit' },
  { lang: 'en', text: 'I registered my farm only last month and never had any credit before. Can I still get financing from you?', expect: knowledge('Can a newly registered farm get financing?'), note: 'paraphrase new farm' },
  { lang: 'en', text: 'what is the biggest sum i could borow?', expect: knowledge('How much financing can I get?'), note: 'typo: borow' },
  { lang: 'en', text: 'can i take your loan to buy an apartment in the city for my son?', expect: knowledge('What does the Fund not finance?'), note: 'trap: looks off-topic, answered by exclusions' },
  { lang: 'en', text: 'once i finish paying for the tractor will it be registered to me? and can i sell it before that?', expect: knowledge('Who owns leased machinery, and when does it become mine?'), note: 'ownership implicit' },
  { lang: 'en', text: 'can i pick the dealer myself? i want a case ih, not a ttz', expect: knowledge('Can I choose the brand and supplier of the machine I lease?'), note: 'brand names only' },
  { lang: 'en', text: 'the district commission checked my orchard 2 weeks ago, when does the money hit my account?', expect: knowledge('When and how is a subsidy paid?'), note: 'trap: names orchard program; no word subsidy' },
  { lang: 'en', text: 'I already have a greenhouse loan from you. Can I also claim the solar panel grant on top of it, or is that double dipping?', expect: knowledge('Can I combine a loan and a subsidy for the same project?'), note: 'trap: names two programs; grant = subsidy' },
  { lang: 'en', text: 'the harvester i want is imported from germany, will my lease be in euros or dollars?', expect: knowledge('Are loans and leasing in soums or in foreign currency?'), note: 'currency words, near exchange-rate traps' },
  { lang: 'en', text: 'i dont know how to write a biz plan, can somebody from your side help me with it?', expect: knowledge('Can the Fund help me prepare a business plan?'), note: 'abbreviation biz' },
  { lang: 'en', text: 'do you charge anything just for looking at my request?', expect: knowledge('Do I have to pay anything to apply?'), note: 'implicit fee' },
  { lang: 'en', text: "the specialist hinted i should 'thank him' before he signs my papers. how do i report this without giving my name?", expect: knowledge('How do I report a bribe request or other corruption?'), note: 'euphemism for bribe' },
  { lang: 'en', text: 'the land i farm isnt mine, i rent it from the khokimiyat for 10 years. is that ok for getting credit?', expect: knowledge('Can I get financing if I farm rented land?'), note: 'rent, khokimiyat' },
  { lang: 'en', text: "our leased tractor's gearbox broke after 8 months. who pays for the fix, us or the supplier?", expect: knowledge('Who repairs and services leased machinery?'), note: 'gearbox, no word repair' },

  // Answered equally by a FAQ and a knowledge entry
  { lang: 'en', text: 'i wrote to you through the site last week, how do i see if there is any answer yet?', expect: [faq('How can I send an appeal to the Fund?'), knowledge('How can I track my appeal?')], note: 'no word appeal; FAQ also gives tracking' },

  // FAQs
  { lang: 'en', text: 'what percentage do u charge on credits?', expect: faq('What is the interest rate on a loan?'), note: 'percentage, credits' },
  { lang: 'en', text: 'once all my docs are in, how many days till you decide?', expect: faq('How long does it take to review an application?'), note: 'implicit review' },
  { lang: 'en', text: 'can a dehkan household with a small plot get your loan or is it only for big registered farms?', expect: faq('Who can get a loan from the Fund?'), note: 'dehkan spelling, eligibility implicit' },

  // Programs
  { lang: 'en', text: 'we are a cotton cluster in bukhara, need money for seeds, fertilizer and seasonal workers salaries this spring. what are the terms?', expect: program('cotton-cluster-working-capital'), note: 'American fertilizer, long' },
  { lang: 'en', text: 'how many years can i spread payments for a cotton picking machine and whats the rate', expect: program('cotton-picker-leasing'), note: 'picking machine, no word lease' },
  { lang: 'en', text: 'We are an elite seed farm (wheat). Is there a special credit line for seed growers?', expect: program('seed-wheat-production'), note: 'credit line' },
  { lang: 'en', text: 'i grow regular wheat for the state order, can i get an advance for sowing costs and pay it back with grain after harvest?', expect: program('commodity-wheat-advance'), note: 'state order, grain' },
  { lang: 'en', text: 'planning a 2 ha hydroponic greenhouse for exporting tomatos, what interest would i get?', expect: program('greenhouse-construction'), note: 'typo: tomatos; export rate cut' },
  { lang: 'en', text: 'want to take 20 holstein heifers on rent, how much pasture land do i need for each one?', expect: program('breeding-cattle-leasing'), note: 'rent = lease, breed name' },
  { lang: 'en', text: 'i have a pond and want to start raising carp. do you give money for baby fish and pumps that add oxygen?', expect: program('fish-farming'), note: 'baby fish, oxygen pumps' },
  { lang: 'en', text: 'what do u pay for a hectare if i plant an intensiv apple garden on low growing rootstock', expect: program('intensive-orchard-subsidy'), note: 'typo: intensiv; garden = orchard' },
  { lang: 'en', text: 'thinking to put drip lines on 12 hectares of cotton, is there some compensation from the state?', expect: program('drip-irrigation-subsidy'), note: 'compensation = subsidy' },

  // Legal documents
  { lang: 'en', text: 'what is resolusion pq112 about? is it still valid?', expect: legalDocument('PQ-112'), note: 'typo: resolusion; no hyphen' },
  { lang: 'en', text: 'is there a regulation on leasing farm machinery and breed animals, and was it amended?', expect: legalDocument('VMQ-480'), note: 'no number' },
  { lang: 'en', text: 'which decree of the president covers grants for gardens and greenhouses?', expect: legalDocument('PF-61'), note: 'grants = subsidies, no number' },

  // Off-topic: exchange rates
  { lang: 'en', text: 'dolar rate today in uzbek sum?', expect: offtopic, note: 'trap: dollar, soum; typo: dolar' },
  { lang: 'en', text: 'where in tashkent can i change euros into soums at a good rate', expect: offtopic, note: 'trap: soums, rate' },
  { lang: 'en', text: 'do you think the sum will get weaker against the ruble by autumn', expect: offtopic, note: 'exchange rate forecast' },

  // Off-topic: weather
  { lang: 'en', text: 'will it rain in kashkadarya next week? we start the wheat harvest on monday', expect: offtopic, note: 'trap: wheat harvest' },
  { lang: 'en', text: 'weather in fergana tomorow?', expect: offtopic, note: 'typo: tomorow' },
  { lang: 'en', text: 'is a frost expected in samarkand in april? my apricots are already blooming', expect: offtopic, note: 'trap: frost, near disaster entry' },

  // Off-topic: sport
  { lang: 'en', text: 'pakhtakor vs nasaf score yesterday?', expect: offtopic, note: 'trap: Pakhtakor = cotton picker' },
  { lang: 'en', text: 'when does the uzbekistan national team play next in the world cup qualifiers', expect: offtopic, note: 'football' },
  { lang: 'en', text: 'who won the kupkari in jizzakh at navruz this year?', expect: offtopic, note: 'sport, names a region' },

  // Off-topic: food and recipes
  { lang: 'en', text: 'how long do i boil potatoes for a salad', expect: offtopic, note: 'trap: potatoes' },
  { lang: 'en', text: 'best recepie for fergana style plov pls', expect: offtopic, note: 'typo: recepie' },
  { lang: 'en', text: 'how do you make a good fish soup from carp?', expect: offtopic, note: 'trap: fish farm, carp' },

  // Off-topic: general knowledge
  { lang: 'en', text: 'when did people first start growing cotton in central asia?', expect: offtopic, note: 'trap: cotton, history' },
  { lang: 'en', text: 'who was amir temur and in which century did he live', expect: offtopic, note: 'trap: street of the reception address' },
  { lang: 'en', text: 'how big was the aral sea before it dried up', expect: offtopic, note: 'geography' },

  // Off-topic: other
  { lang: 'en', text: 'what is the world price of cotton per ton right now', expect: offtopic, note: 'trap: cotton, price' },
  { lang: 'en', text: 'which bank has the best car loan rate, kapitalbank or hamkorbank?', expect: offtopic, note: 'trap: car loan at a commercial bank, hamkor' },
  { lang: 'en', text: 'conditions of credit for growing seed potatoes? we want to stop buying imported seed', expect: offtopic, note: 'hidden program' },
  { lang: 'en', text: 'cotton leaves are turning yellow and wilting, what should i spray?', expect: offtopic, note: 'trap: agronomy advice, cotton' },
  { lang: 'en', text: 'how do i renew my biometric passport, which office do i go to?', expect: offtopic, note: 'other state service' },
]
