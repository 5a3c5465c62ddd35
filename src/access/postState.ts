import type { Where } from 'payload'
import { published } from './visibility.js'

/** Where a post stands for its readers: on the site, waiting for its time, or not shown. */
export const postStates = ['published', 'scheduled', 'hidden'] as const
export type PostState = (typeof postStates)[number]

export const postStateLabels: Record<PostState, { en: string; ru: string; uz: string }> = {
  published: { en: 'Published', ru: 'Опубликована', uz: 'Chop etilgan' },
  scheduled: { en: 'Scheduled', ru: 'Запланирована', uz: 'Rejalashtirilgan' },
  hidden: { en: 'Hidden', ru: 'Скрыта', uz: 'Yashirin' },
}

/** A state's name in the interface language (uz when unknown). */
export const postStateLabel = (state: PostState, language: string | undefined): string =>
  postStateLabels[state][language as 'uz' | 'ru' | 'en'] ?? postStateLabels[state].uz

/** The state at `now`, by the public rule of posts (src/access/visibility.ts `published`). */
export function postStateOf(post: { status?: unknown; publishedAt?: unknown }, now = new Date()): PostState {
  if (!published.holds(post)) return 'hidden'
  return new Date(String(published.from?.(post))) <= now ? 'published' : 'scheduled'
}

/** The list filter of a state at `now`, for the admin UI's list (Payload's Where). */
export function postStateWhere(state: PostState, now = new Date()): Where {
  const at = now.toISOString()
  if (state === 'published') return { and: [{ status: { equals: '1' } }, { publishedAt: { less_than_equal: at } }] }
  if (state === 'scheduled') return { and: [{ status: { equals: '1' } }, { publishedAt: { greater_than: at } }] }
  return { or: [{ status: { equals: '0' } }, { publishedAt: { exists: false } }] }
}

/** Which state a list filter written by `postStateWhere` selects (a reloaded or shared URL), if any. */
export function postStateIn(where: Where | undefined): PostState | '' {
  const text = JSON.stringify(where ?? {})
  if (text.includes('"exists":"false"') || text.includes('"exists":false')) return 'hidden'
  if (text.includes('"greater_than"') && text.includes('"publishedAt"')) return 'scheduled'
  if (text.includes('"less_than_equal"') && text.includes('"publishedAt"')) return 'published'
  return ''
}
