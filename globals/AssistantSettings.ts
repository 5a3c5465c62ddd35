import type { GlobalConfig } from 'payload'
import { isAssistantOperator } from '../src/access/roles.js'
import { groups, labels, localizedText } from '../src/fields/index.js'
import { withGlobalAuditTrail } from '../src/hooks/audit.js'

/**
 * The assistant's own words and its confidence bar (contract 4.14 knowledge): the greeting that opens a conversation,
 * the reply to a message with nothing to search for, the handoff text, and the threshold below which a visitor is
 * handed to an operator. Read and written with the entries through /api/v1/admin/assistant/knowledge.
 */
export const AssistantSettings: GlobalConfig = withGlobalAuditTrail({
  slug: 'assistant-settings',
  label: labels('Assistant settings', 'Настройки ассистента', 'Yordamchi sozlamalari'),
  admin: { group: groups.citizens },
  access: { read: isAssistantOperator, update: isAssistantOperator },
  fields: [
    localizedText('greeting', labels('Greeting', 'Приветствие', 'Salomlashish'), { textarea: true }),
    localizedText(
      'fallback',
      labels('When there is nothing to search for', 'Если искать нечего', 'Qidiradigan narsa boʻlmasa'),
      { textarea: true },
    ),
    localizedText('handoff', labels('Handing over to an operator', 'Передача оператору', 'Operatorga uzatish'), {
      textarea: true,
    }),
    {
      name: 'handoffThreshold',
      type: 'number',
      required: true,
      min: 0,
      max: 1,
      defaultValue: 0.12,
      label: labels('Handoff threshold (0–1)', 'Порог передачи оператору (0–1)', 'Operatorga uzatish chegarasi (0–1)'),
      admin: {
        step: 0.05,
        description: labels(
          'When the assistant is less sure of its answer than this, the visitor is handed to an operator.',
          'Если ассистент уверен в ответе меньше этого значения, посетителя передают оператору.',
          "Yordamchi o'z javobiga shu qiymatdan kamroq ishonsa, tashrif buyuruvchi operatorga uzatiladi.",
        ),
      },
    },
  ],
})
