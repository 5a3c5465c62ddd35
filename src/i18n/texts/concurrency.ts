import type { InEveryLocale as Localized } from '../../config/locales.js'

/**
 * Interface strings of optimistic concurrency: the refused save and its dialog (src/admin/concurrency/), Payload's lock
 * toast; merged into interfaceText (src/i18n/interfaceText.ts).
 */
export const concurrencyTexts = {
  staleWrite: {
    en: 'Someone saved this record after you opened it, so your save was refused. Your changes are still in the form: save again to see what changed.',
    ru: 'Кто-то сохранил эту запись после того, как вы её открыли, поэтому ваше сохранение отклонено. Ваши изменения остались в форме: сохраните ещё раз, чтобы увидеть, что изменилось.',
    uz: "Siz ochganingizdan keyin bu yozuvni boshqa kishi saqladi, shuning uchun saqlashingiz rad etildi. O'zgarishlaringiz formada turibdi: nima o'zgarganini ko'rish uchun yana saqlang.",
  },
  conflictTitle: {
    en: 'Someone else saved this record',
    ru: 'Эту запись сохранил другой пользователь',
    uz: 'Bu yozuvni boshqa foydalanuvchi saqladi',
  },
  conflictIntro: {
    en: 'After you opened it, the record was saved again. Your changes are not saved yet; they are still in the form.',
    ru: 'После того как вы открыли запись, её сохранили снова. Ваши изменения ещё не сохранены и остаются в форме.',
    uz: "Siz ochganingizdan keyin yozuv qayta saqlandi. O'zgarishlaringiz hali saqlanmagan va formada turibdi.",
  },
  conflictWho: { en: 'Who', ru: 'Кто', uz: 'Kim' },
  conflictWhen: { en: 'When', ru: 'Когда', uz: 'Qachon' },
  conflictWhat: { en: 'What changed', ru: 'Что изменено', uz: "Nima o'zgardi" },
  conflictUnknownEditor: { en: 'Another user', ru: 'Другой пользователь', uz: 'Boshqa foydalanuvchi' },
  conflictNoFields: {
    en: 'No field of this language changed.',
    ru: 'Поля на этом языке не изменились.',
    uz: "Bu tildagi maydonlar o'zgarmagan.",
  },
  conflictLoadTheirs: {
    en: 'Load their version, keep my changes',
    ru: 'Загрузить их версию, сохранив мои изменения',
    uz: "Ularning versiyasini yuklash, o'zgarishlarimni qoldirish",
  },
  conflictCompare: { en: 'Compare', ru: 'Сравнить', uz: 'Solishtirish' },
  conflictOverwrite: {
    en: 'Save mine over theirs',
    ru: 'Сохранить мою версию поверх',
    uz: 'Meniki bilan ustidan saqlash',
  },
  conflictCancel: { en: 'Keep editing', ru: 'Продолжить редактирование', uz: 'Tahrirlashni davom ettirish' },
  conflictField: { en: 'Field', ru: 'Поле', uz: 'Maydon' },
  conflictTheirs: { en: 'Saved version', ru: 'Сохранённая версия', uz: 'Saqlangan versiya' },
  conflictMine: { en: 'Your version', ru: 'Ваша версия', uz: 'Sizning versiyangiz' },
  conflictBoth: {
    en: 'you changed it too: yours is kept',
    ru: 'вы тоже изменили: остаётся ваше',
    uz: "siz ham o'zgartirdingiz: sizniki qoladi",
  },
  conflictMerged: {
    en: 'The saved version is loaded and your changes are kept. Check them and save.',
    ru: 'Сохранённая версия загружена, ваши изменения сохранены в форме. Проверьте и сохраните.',
    uz: "Saqlangan versiya yuklandi, o'zgarishlaringiz formada qoldi. Tekshirib, saqlang.",
  },
  conflictEmpty: { en: '(empty)', ru: '(пусто)', uz: "(bo'sh)" },
  lockedSave: {
    en: 'Another user is editing this record now, so it cannot be saved. Your changes are still in the form.',
    ru: 'Сейчас эту запись редактирует другой пользователь, поэтому её нельзя сохранить. Ваши изменения остались в форме.',
    uz: "Hozir bu yozuvni boshqa foydalanuvchi tahrirlamoqda, shuning uchun uni saqlab bo'lmaydi. O'zgarishlaringiz formada turibdi.",
  },
} satisfies Record<string, Localized>
