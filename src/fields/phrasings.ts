import type { Field } from 'payload'
import { labels } from './labels.js'

/** The most phrasings one record keeps in one language, and the longest one. */
export const PHRASINGS = { maxRows: 60, maxLength: 500 }

/**
 * "Also asked as": the ways visitors ask for a record, in each language (Uzbek in either script), that the digital
 * assistant's model is trained on (src/assistant/model.ts) beside the record's title and text. Never shown publicly,
 * never in the site search: only the assistant reads them. Knowledge entries, programs and FAQs have them.
 */
export const phrasingsField = (): Field => ({
  name: 'phrasings',
  type: 'array',
  localized: true,
  maxRows: PHRASINGS.maxRows,
  label: labels('Also asked as', 'Также спрашивают', 'Yana shunday soʻrashadi'),
  labels: {
    singular: labels('Phrasing', 'Формулировка', 'Ifoda'),
    plural: labels('Phrasings', 'Формулировки', 'Ifodalar'),
  },
  admin: {
    initCollapsed: false,
    description: labels(
      'Questions as visitors type them, one per row: the digital assistant learns from them (not shown on the site).',
      'Вопросы так, как их пишут посетители, по одному в строке: цифровой помощник учится на них (на сайте не видны).',
      'Savollar tashrif buyuruvchilar yozganidek, har qatorda bittadan: raqamli yordamchi ulardan oʻrganadi (saytda koʻrinmaydi).',
    ),
  },
  fields: [
    {
      name: 'text',
      type: 'text',
      required: true,
      maxLength: PHRASINGS.maxLength,
      label: labels('Question', 'Вопрос', 'Savol'),
    },
  ],
})
