import { en } from './en.js'
import { issue12 } from './issue12.js'
import { ru } from './ru.js'
import type { EvalCase, Form } from './types.js'
import { uzCyrillic } from './uzCyrillic.js'
import { uzLatin } from './uzLatin.js'
import { en as moreEn } from './more/en.js'
import { ru as moreRu } from './more/ru.js'
import { uzCyrillic as moreUzCyrillic } from './more/uzCyrillic.js'
import { uzLatin as moreUzLatin } from './more/uzLatin.js'
import { en as thirdEn } from './third/en.js'
import { ru as thirdRu } from './third/ru.js'
import { uzCyrillic as thirdUzCyrillic } from './third/uzCyrillic.js'
import { uzLatin as thirdUzLatin } from './third/uzLatin.js'
import { en as fourthEn } from './fourth/en.js'
import { ru as fourthRu } from './fourth/ru.js'
import { uzCyrillic as fourthUzCyrillic } from './fourth/uzCyrillic.js'
import { uzLatin as fourthUzLatin } from './fourth/uzLatin.js'
import { en as fifthEn } from './fifth/en.js'
import { ru as fifthRu } from './fifth/ru.js'
import { uzCyrillic as fifthUzCyrillic } from './fifth/uzCyrillic.js'
import { uzLatin as fifthUzLatin } from './fifth/uzLatin.js'
import { en as sixthEn } from './sixth/en.js'
import { ru as sixthRu } from './sixth/ru.js'
import { uzCyrillic as sixthUzCyrillic } from './sixth/uzCyrillic.js'
import { uzLatin as sixthUzLatin } from './sixth/uzLatin.js'
import { en as seventhEn } from './seventh/en.js'
import { ru as seventhRu } from './seventh/ru.js'
import { uzCyrillic as seventhUzCyrillic } from './seventh/uzCyrillic.js'
import { uzLatin as seventhUzLatin } from './seventh/uzLatin.js'
import { en as eighthEn } from '../assistantTuning/eighth/en.js'
import { ru as eighthRu } from '../assistantTuning/eighth/ru.js'

export type Half = 'tuning' | 'held-out'

export interface PlacedCase extends EvalCase {
  form: Form
  half: Half
  /** Where it comes from: `issue12` (the set the first threshold was chosen on) or the form's own file. */
  set: string
}

const isHandoff = (item: EvalCase) => item.expect === 'offtopic' || item.expect === 'person'

/**
 * Each form's file is split in two, fixed by position before any run: within the answerable questions and, apart,
 * within the handoff ones (off-topic and requests for a person), the 1st, 3rd, 5th, ... are for tuning and the 2nd,
 * 4th, ... are held out. So both halves have the same mix, and no edit of the retrieval may be judged on the held-out
 * half: the evaluation lists the misses of the tuning half only. Issue 12's set was tuned on already: tuning only.
 * The second batch (more/, written later by other writers, equally blind to the retrieval) is tuning material only:
 * it was added when the first tuning half proved too small to generalise from. The third batch (third/, 36 off-topic
 * and 24 answerable questions a form, written blind to the retrieval and to the other files) is split like the first
 * set, by position: its held-out half is new, never looked at, and reported apart as well as with the first set's.
 * The fourth batch (fourth/, 30 answerable and 30 handoff questions a form) was written by a writer who never saw the
 * retrieval, the decision or any other batch, after both earlier held-out halves had had their figures read: it is
 * held out whole, and reported apart. The fifth batch (fifth/, the same mix, written the same way with a wider range of
 * everyday topics) was added after the fourth had been read twice (before and after one change), and likewise held
 * out whole. The sixth batch (sixth/, the same mix and the same rules) was added after the fifth had been read on two
 * stops' code, held out whole too: read once, when a stop's retrieval work was done. The seventh batch (seventh/, 48
 * answerable and 12 handoff questions a form, issue 39) was written blind to the retrieval, the model, the phrasings
 * and every other batch, in the colloquial way farmers type on a phone; held out whole, and out of every phrasing.
 * The eighth batch (../assistantTuning/eighth/, 90 answerable and 30 handoff questions in colloquial English and
 * Russian, the languages the seventh batch showed weakest) was written blind the same way, after the seventh had been
 * read: tuning material only, to learn how visitors write, never a held-out figure.
 */
function split(set: string, form: Form, cases: EvalCase[]): PlacedCase[] {
  const seen = { answer: 0, handoff: 0 }
  return cases.map((item) => {
    const kind = isHandoff(item) ? 'handoff' : 'answer'
    const half: Half = seen[kind]++ % 2 === 0 ? 'tuning' : 'held-out'
    return { ...item, form, half, set }
  })
}

const formOf = (item: EvalCase): Form => (item.lang === 'uz' ? (/[\u0400-\u04ff]/.test(item.text) ? 'uz-cyrl' : 'uz-latn') : item.lang)

export const evalCases: PlacedCase[] = [
  ...split('uz-latn', 'uz-latn', uzLatin),
  ...split('uz-cyrl', 'uz-cyrl', uzCyrillic),
  ...split('ru', 'ru', ru),
  ...split('en', 'en', en),
  ...issue12.map((item): PlacedCase => ({ ...item, form: formOf(item), half: 'tuning', set: 'issue12' })),
  ...(
    [
      ['uz-latn', moreUzLatin],
      ['uz-cyrl', moreUzCyrillic],
      ['ru', moreRu],
      ['en', moreEn],
    ] as const
  ).flatMap(([form, cases]) => cases.map((item): PlacedCase => ({ ...item, form, half: 'tuning', set: `more ${form}` }))),
  ...split('third uz-latn', 'uz-latn', thirdUzLatin),
  ...split('third uz-cyrl', 'uz-cyrl', thirdUzCyrillic),
  ...split('third ru', 'ru', thirdRu),
  ...split('third en', 'en', thirdEn),
  ...(
    [
      ['uz-latn', fourthUzLatin],
      ['uz-cyrl', fourthUzCyrillic],
      ['ru', fourthRu],
      ['en', fourthEn],
    ] as const
  ).flatMap(([form, cases]) => cases.map((item): PlacedCase => ({ ...item, form, half: 'held-out', set: `fourth ${form}` }))),
  ...(
    [
      ['uz-latn', fifthUzLatin],
      ['uz-cyrl', fifthUzCyrillic],
      ['ru', fifthRu],
      ['en', fifthEn],
    ] as const
  ).flatMap(([form, cases]) => cases.map((item): PlacedCase => ({ ...item, form, half: 'held-out', set: `fifth ${form}` }))),
  ...(
    [
      ['uz-latn', sixthUzLatin],
      ['uz-cyrl', sixthUzCyrillic],
      ['ru', sixthRu],
      ['en', sixthEn],
    ] as const
  ).flatMap(([form, cases]) => cases.map((item): PlacedCase => ({ ...item, form, half: 'held-out', set: `sixth ${form}` }))),
  ...(
    [
      ['uz-latn', seventhUzLatin],
      ['uz-cyrl', seventhUzCyrillic],
      ['ru', seventhRu],
      ['en', seventhEn],
    ] as const
  ).flatMap(([form, cases]) =>
    cases.map((item): PlacedCase => ({ ...item, form, half: 'held-out', set: `seventh ${form}` })),
  ),
  ...(
    [
      ['ru', eighthRu],
      ['en', eighthEn],
    ] as const
  ).flatMap(([form, cases]) =>
    cases.map((item): PlacedCase => ({ ...item, form, half: 'tuning', set: `eighth ${form}` })),
  ),
]
