import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings of the assistant's review list (src/admin/assistant/ReviewActions.tsx); merged into interfaceText. */
export const assistantReviewTexts = {
  teachPhrasing: {
    en: 'Add as a phrasing',
    ru: 'Добавить как формулировку',
    uz: 'Ifoda sifatida qoʻshish',
  },
  teachPhrasingHint: {
    en: 'The question becomes an "also asked as" phrasing of the record chosen above, in its language; the assistant answers it from now on.',
    ru: 'Вопрос станет формулировкой «также спрашивают» выбранной выше записи на его языке; помощник будет на него отвечать.',
    uz: 'Savol yuqorida tanlangan yozuvning «yana shunday soʻrashadi» ifodasiga aylanadi (oʻz tilida); yordamchi endi unga javob beradi.',
  },
  markOffTopic: { en: 'Off-topic', ru: 'Не по теме', uz: 'Mavzudan tashqari' },
  markOffTopicHint: {
    en: 'Not the fund’s business: the question becomes an off-topic example, and such questions go to an operator.',
    ru: 'Не относится к фонду: вопрос станет примером «не по теме», такие вопросы уходят оператору.',
    uz: 'Fondga aloqasi yoʻq: savol mavzudan tashqari misolga aylanadi, bunday savollar operatorga uzatiladi.',
  },
  dismissReview: { en: 'Dismiss', ru: 'Отклонить', uz: 'Rad etish' },
} satisfies Record<string, Localized>
