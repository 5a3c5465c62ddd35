import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for staff units, structure and document types (hook errors, hints); merged into interfaceText (src/i18n/interfaceText.ts). */
export const staffUnitsTexts = {
  staffUnitCycle: {
    en: 'A unit cannot be placed below itself or its own sub-units.',
    ru: 'Подразделение нельзя поместить под самим собой или под его собственными подразделениями.',
    uz: "Bo'linmani o'zining yoki o'z quyi bo'linmalarining ostiga qo'yib bo'lmaydi.",
  },
  staffUnitHasChildren: {
    en: 'The staff unit has {{count}} sub-unit(s); move or delete them first.',
    ru: 'У подразделения есть вложенные подразделения ({{count}}): сначала перенесите или удалите их.',
    uz: "Bo'linmaning {{count}} ta quyi bo'linmasi bor: avval ularni ko'chiring yoki o'chiring.",
  },
  staffUnitPathNew: {
    en: 'Shown after the first save.',
    ru: 'Появится после первого сохранения.',
    uz: "Birinchi saqlashdan keyin ko'rinadi.",
  },
  documentTypeCodeRule: {
    en: 'Use lowercase Latin letters, digits and single hyphens.',
    ru: 'Только строчные латинские буквы, цифры и одиночные дефисы.',
    uz: 'Faqat kichik lotin harflari, raqamlar va yakka chiziqchalardan foydalaning.',
  },
  documentTypeDocumentsNotMoved: {
    en: 'The legal documents of this type could not follow its new code, so nothing was saved: {{reason}}',
    ru: 'Правовые документы этого типа не удалось перевести на новый код, поэтому ничего не сохранено: {{reason}}',
    uz: "Bu turdagi huquqiy hujjatlarni yangi kodga o'tkazib bo'lmadi, shuning uchun hech narsa saqlanmadi: {{reason}}",
  },
  documentTypeInUse: {
    en: 'The document type is used by {{count}} legal document(s).',
    ru: 'Тип используется в правовых документах ({{count}}): сначала измените их тип.',
    uz: "Bu turdan {{count}} ta huquqiy hujjat foydalanmoqda: avval ularning turini o'zgartiring.",
  },
  documentTypeCodeHint: {
    en: 'Technical: the code the API and legal documents use (doc_type). Left empty, it is made from the Uzbek name; a change is carried over to the documents.',
    ru: 'Технический: код, по которому API и документы ссылаются на тип (doc_type). Если оставить пустым, создаётся из узбекского названия; изменение переносится в документы.',
    uz: "Texnik: API va hujjatlar turga murojaat qiladigan kod (doc_type). Bo'sh qoldirilsa, o'zbekcha nomidan yasaladi; o'zgarishi hujjatlarga ham o'tadi.",
  },
} satisfies Record<string, Localized>
