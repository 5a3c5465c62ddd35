import type { AuditAction } from './audit.js'

type Labels = { en: string; ru: string; uz: string }

/** How each kind of audit entry reads in the admin UI. */
export const actionLabels: Record<AuditAction, Labels> = {
  created: { en: 'Created', ru: 'Создание', uz: 'Yaratildi' },
  updated: { en: 'Updated', ru: 'Изменение', uz: "O'zgartirildi" },
  deleted: { en: 'Deleted', ru: 'Удаление', uz: "O'chirildi" },
  file_uploaded: { en: 'File uploaded', ru: 'Загрузка файла', uz: 'Fayl yuklandi' },
  file_deleted: { en: 'File removed', ru: 'Удаление файла', uz: "Fayl o'chirildi" },
  login: { en: 'Logged in', ru: 'Вход', uz: 'Tizimga kirdi' },
  login_failed: { en: 'Failed login', ru: 'Неудачный вход', uz: 'Muvaffaqiyatsiz kirish' },
  logout: { en: 'Logged out', ru: 'Выход', uz: 'Tizimdan chiqdi' },
  status_changed: { en: 'Status changed', ru: 'Смена статуса', uz: "Holat o'zgardi" },
  assistant_taken: { en: 'Chat taken over', ru: 'Чат принят оператором', uz: "Suhbat operatorga o'tdi" },
  assistant_released: { en: 'Chat released', ru: 'Чат возвращён боту', uz: 'Suhbat botga qaytarildi' },
}
