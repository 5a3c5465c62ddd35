import type { InEveryLocale as Localized } from '../../config/locales.js'

/** Interface strings for the interface-language gaps: hook and endpoint errors, hints, uploads, dates; merged into interfaceText (src/i18n/interfaceText.ts). */
export const interfaceTexts = {
  // Accounts (collections/Users.ts, src/auth/).
  lastSuperAdmin: {
    en: 'The last active super admin cannot be demoted, deactivated or deleted.',
    ru: 'Последнего активного супер-администратора нельзя понизить, деактивировать или удалить.',
    uz: "Oxirgi faol super administratorning rolini pasaytirib, faolsizlantirib yoki o'chirib bo'lmaydi.",
  },
  ownAccountDelete: {
    en: 'You cannot delete your own account.',
    ru: 'Нельзя удалить собственную учётную запись.',
    uz: "O'z hisobingizni o'chira olmaysiz.",
  },
  ownAccountDeactivate: {
    en: 'You cannot deactivate your own account.',
    ru: 'Нельзя деактивировать собственную учётную запись.',
    uz: "O'z hisobingizni faolsizlantira olmaysiz.",
  },
  unknownRole: { en: 'Unknown role.', ru: 'Неизвестная роль.', uz: "Noma'lum rol." },
  missingEmail: {
    en: 'Enter the email address.',
    ru: 'Укажите адрес электронной почты.',
    uz: 'Elektron pochta manzilini kiriting.',
  },
  passwordTooShort: {
    en: 'The password must have at least {{min}} characters.',
    ru: 'Пароль должен содержать не менее {{min}} символов.',
    uz: "Parol kamida {{min}} ta belgidan iborat bo'lishi kerak.",
  },
  passwordCompromised: {
    en: 'This password is commonly used, has been breached or is easy to guess (a pattern, your name or email): choose another.',
    ru: 'Этот пароль широко распространён, утёк или легко угадывается (шаблон, ваше имя или адрес почты): выберите другой.',
    uz: 'Bu parol keng tarqalgan, sizib chiqqan yoki oson topiladi (qolip, ismingiz yoki pochtangiz): boshqasini tanlang.',
  },
  no: { en: 'No', ru: 'Нет', uz: "Yo'q" },
  // Uploads (src/media/normalise.ts): shown in the upload's toast.
  uploadFileItself: { en: 'Upload the file itself.', ru: 'Загрузите сам файл.', uz: "Faylning o'zini yuklang." },
  uploadTypeRefused: {
    en: 'This file type is not allowed. Pictures: {{imageTypes}}, up to {{imageMax}}; documents: {{documentTypes}}, up to {{documentMax}}.',
    ru: 'Этот тип файла не разрешён. Изображения: {{imageTypes}}, до {{imageMax}}; документы: {{documentTypes}}, до {{documentMax}}.',
    uz: 'Bu turdagi faylga ruxsat berilmagan. Rasmlar: {{imageTypes}}, {{imageMax}} gacha; hujjatlar: {{documentTypes}}, {{documentMax}} gacha.',
  },
  uploadImageTooLarge: {
    en: 'This picture is {{size}}: pictures ({{types}}) may be at most {{max}}.',
    ru: 'Размер изображения {{size}}: изображения ({{types}}) могут быть не больше {{max}}.',
    uz: 'Bu rasm hajmi {{size}}: rasmlar ({{types}}) {{max}} dan oshmasligi kerak.',
  },
  uploadDocumentTooLarge: {
    en: 'This document is {{size}}: documents ({{types}}) may be at most {{max}}.',
    ru: 'Размер документа {{size}}: документы ({{types}}) могут быть не больше {{max}}.',
    uz: 'Bu hujjat hajmi {{size}}: hujjatlar ({{types}}) {{max}} dan oshmasligi kerak.',
  },
  pictureOnly: {
    en: 'Only a picture can be chosen here: {{types}}, up to {{max}}.',
    ru: 'Здесь можно выбрать только изображение: {{types}}, до {{max}}.',
    uz: 'Bu yerda faqat rasm tanlash mumkin: {{types}}, {{max}} gacha.',
  },
  uploadImageUnreadable: {
    en: 'This image cannot be read or is too large to process.',
    ru: 'Это изображение не читается или слишком велико для обработки.',
    uz: "Bu rasmni o'qib bo'lmaydi yoki u qayta ishlash uchun juda katta.",
  },
  // Payload's own upload toasts (src/admin/payloadToasts.ts).
  uploadsSaved: {
    en: 'Files saved: {{count}}.',
    ru: 'Сохранено файлов: {{count}}.',
    uz: 'Saqlangan fayllar: {{count}} ta.',
  },
  uploadsFailed: {
    en: 'Files not saved: {{count}}.',
    ru: 'Не сохранено файлов: {{count}}.',
    uz: 'Saqlanmagan fayllar: {{count}} ta.',
  },
  uploadFetchFailed: {
    en: 'The file could not be fetched.',
    ru: 'Не удалось получить файл.',
    uz: "Faylni olib bo'lmadi.",
  },
  uploadUrlRefused: {
    en: 'This URL is not allowed.',
    ru: 'Этот URL не разрешён.',
    uz: 'Bu URL manziliga ruxsat berilmagan.',
  },
  // The rich-text editor's own labels (src/admin/payloadLabels.ts).
  richTextAddBlock: { en: 'Add block', ru: 'Добавить блок', uz: "Blok qo'shish" },
  richTextDragToMove: { en: 'Drag to move', ru: 'Перетащите, чтобы переместить', uz: "Ko'chirish uchun torting" },
  richTextEditLink: { en: 'Edit link', ru: 'Изменить ссылку', uz: 'Havolani tahrirlash' },
  richTextInsertParagraph: { en: 'Insert paragraph', ru: 'Вставить абзац', uz: "Xatboshi qo'shish" },
  richTextRemoveLink: { en: 'Remove link', ru: 'Удалить ссылку', uz: 'Havolani olib tashlash' },
  notificationsRegion: { en: 'Notifications alt+T', ru: 'Уведомления alt+T', uz: 'Bildirishnomalar alt+T' },
  // The edit button of each value of a many-values relationship field (Payload writes "Edit {{label}}").
  relationEditValue: { en: 'Edit {{label}}', ru: 'Редактировать {{label}}', uz: '{{label}}ni tahrirlash' },
  // Field checks of collections.
  youtubeOrVimeo: {
    en: 'A YouTube or Vimeo link is required.',
    ru: 'Нужна ссылка на YouTube или Vimeo.',
    uz: 'YouTube yoki Vimeo havolasi kerak.',
  },
  clientPhoneFormat: {
    en: 'Format: +998 and 9 digits.',
    ru: 'Формат: +998 и 9 цифр.',
    uz: 'Format: +998 va 9 ta raqam.',
  },
  fileOrExternalUrl: {
    en: 'Give either a file or an external URL, not both.',
    ru: 'Укажите либо файл, либо внешнюю ссылку, но не то и другое.',
    uz: "Yoki fayl, yoki tashqi havolani ko'rsating, ikkalasini emas.",
  },
  unknownDocumentTypeCode: {
    en: 'No document type has this code.',
    ru: 'Нет типа документа с таким кодом.',
    uz: "Bunday kodli hujjat turi yo'q.",
  },
  // Appeals' workflow (src/appeals/workflow.ts).
  appealStatusOrder: {
    en: 'This status cannot follow the current one (new → in progress → answered or rejected).',
    ru: 'Этот статус не может следовать за текущим (новое → на рассмотрении → отвечено или отклонено).',
    uz: "Bu holat joriy holatdan keyin kela olmaydi (yangi → ko'rib chiqilmoqda → javob berilgan yoki rad etilgan).",
  },
  appealAnswerRequired: {
    en: 'Write the answer before the appeal is answered or rejected.',
    ru: 'Напишите ответ, прежде чем отметить обращение отвеченным или отклонённым.',
    uz: 'Murojaatga javob berilgan yoki rad etilgan deb belgilashdan oldin javobni yozing.',
  },
  appealExtendOnce: {
    en: 'The term may be extended only once, and only while the appeal is open.',
    ru: 'Срок можно продлить только один раз и только пока обращение открыто.',
    uz: 'Muddatni faqat bir marta va faqat murojaat ochiq turganda uzaytirish mumkin.',
  },
  appealExtendLater: {
    en: 'An extension moves the due date later.',
    ru: 'Продление переносит срок на более позднюю дату.',
    uz: 'Uzaytirish muddatni keyinroqqa suradi.',
  },
  appealExtendMax: {
    en: 'The term may be extended by at most {{days}} days.',
    ru: 'Срок можно продлить не более чем на {{days}} дней.',
    uz: "Muddatni ko'pi bilan {{days}} kunga uzaytirish mumkin.",
  },
  appealExtensionReason: {
    en: 'Give the reason for the extension; the citizen is told.',
    ru: 'Укажите причину продления; её сообщат заявителю.',
    uz: "Uzaytirish sababini ko'rsating; u fuqaroga ma'lum qilinadi.",
  },
  // The assistant (src/assistant/hooks.ts).
  conversationNotReopened: {
    en: 'A closed conversation cannot be reopened.',
    ru: 'Закрытый диалог нельзя открыть снова.',
    uz: "Yopilgan suhbatni qayta ochib bo'lmaydi.",
  },
  operatorTakesOver: {
    en: 'An operator takes a conversation over.',
    ru: 'Диалог берёт на себя оператор.',
    uz: "Suhbatni operator o'z zimmasiga oladi.",
  },
  // The assistant's review list (src/assistant/review.ts).
  reviewNeedsEntry: {
    en: 'Choose the entry, program or FAQ this question asks for.',
    ru: 'Выберите статью, программу или вопрос-ответ, о которых этот вопрос.',
    uz: 'Bu savol qaysi yozuv, dastur yoki savol-javob haqida ekanini tanlang.',
  },
  reviewDone: {
    en: 'This question has been reviewed already.',
    ru: 'Этот вопрос уже разобран.',
    uz: "Bu savol allaqachon ko'rib chiqilgan.",
  },
} satisfies Record<string, Localized>
