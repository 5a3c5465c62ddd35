import type { Locale } from '../config/locales.js'
import { logger } from '../logger.js'

/** An OpenAI-compatible chat endpoint that may phrase answers; configured by ASSISTANT_LLM_* (all optional). */
export interface LlmSettings {
  /** The API's base URL, e.g. `http://llm.internal/v1`; `/chat/completions` is appended. */
  url: string
  model: string
  key: string | null
  timeoutMs: number
}

export const llmSettings = (): LlmSettings | null => {
  const url = process.env.ASSISTANT_LLM_URL?.trim()
  const model = process.env.ASSISTANT_LLM_MODEL?.trim()
  if (!url || !model) return null
  const timeout = Number(process.env.ASSISTANT_LLM_TIMEOUT_MS ?? 8000)
  return {
    url: url.replace(/\/+$/, ''),
    model,
    key: process.env.ASSISTANT_LLM_KEY?.trim() || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 8000,
  }
}

const LANGUAGE: Record<Locale, string> = { uz: 'Uzbek (Latin script)', ru: 'Russian', en: 'English' }
/** The most an answer may be; a longer one is not used. */
const MAX_ANSWER = 2000
const MAX_RESPONSE_BYTES = 200_000

export interface Passage {
  title: string
  text: string
}

/**
 * Asks the model to answer the question from the retrieved passages only. Any failure (not configured, timeout,
 * an error status, an empty or oversized answer) gives null and the caller keeps the retrieval answer; the visitor
 * never waits longer than the timeout. The question and passages are not logged.
 */
export async function phraseAnswer(
  question: string,
  passages: Passage[],
  lang: Locale,
  settings = llmSettings(),
): Promise<string | null> {
  if (!settings || passages.length === 0) return null
  const context = passages
    .map((passage, i) => `[${i + 1}] ${passage.title}\n${passage.text.slice(0, 3000)}`)
    .join('\n\n')
  try {
    const response = await fetch(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
      },
      signal: AbortSignal.timeout(settings.timeoutMs),
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          {
            role: 'system',
            content:
              `You answer visitors of an agricultural financing fund's website in ${LANGUAGE[lang]}. Use only the numbered passages ` +
              'below; if they do not answer the question, say you do not know. Be brief (at most 4 sentences); no links, no ' +
              `markdown.\n\n${context}`,
          },
          { role: 'user', content: question },
        ],
      }),
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
    const raw = await response.text()
    if (raw.length > MAX_RESPONSE_BYTES) throw new Error('oversized response')
    const text = (JSON.parse(raw) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_ANSWER) throw new Error('no usable answer')
    return text.trim()
  } catch (error) {
    logger.warn({
      msg: 'assistant: the language model gave no answer; the retrieved answer is used',
      reason: error instanceof Error ? error.name : 'unknown',
    })
    return null
  }
}
