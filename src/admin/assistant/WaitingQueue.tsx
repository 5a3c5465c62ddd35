'use client'
import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import React, { useCallback, useState } from 'react'
import { whereQuery } from '../appeals/queue.js'
import { rest, usePolling } from './rest.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { waitedFor } from './text.js'
import './assistant.scss'

const POLL_MS = 4000
const SHOWN = 50

interface WaitingSession {
  id: number
  title?: string | null
  lang?: string | null
  waitingSince?: string | null
}

interface Found<T> {
  docs: T[]
  totalDocs: number
}

/**
 * Above the conversations list: the visitors waiting for a person, the longest waiting first, and how many
 * conversations the operator has taken. Polled, so a visitor handed over by the bot shows up without a reload.
 */
export function WaitingQueue() {
  const { i18n } = useTranslation()
  const { user } = useAuth()
  const { config } = useConfig()
  const { admin, api } = config.routes
  const [waiting, setWaiting] = useState<Found<WaitingSession> | null>(null)
  const [mine, setMine] = useState<number | null>(null)
  const [offline, setOffline] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const userId = user?.id

  const refresh = useCallback(async () => {
    const queue = `where[status][equals]=waiting&sort=waitingSince&limit=${SHOWN}&depth=0&select[title]=true&select[lang]=true&select[waitingSince]=true`
    const taken = `where[status][equals]=operator&where[operator][equals]=${userId}&limit=1&depth=0&select[id]=true`
    const [found, own] = await Promise.all([
      rest<Found<WaitingSession>>(`${api}/assistant-sessions?${queue}`),
      userId === undefined ? null : rest<Found<unknown>>(`${api}/assistant-sessions?${taken}`),
    ])
    setOffline(!found.ok)
    if (found.ok) setWaiting(found.body)
    if (own?.ok) setMine(own.body.totalDocs)
    setNow(Date.now())
  }, [api, userId])
  usePolling(refresh, POLL_MS)

  const mineUrl = `${admin}/collections/assistant-sessions?${whereQuery({ and: [{ status: { equals: 'operator' } }, { operator: { equals: userId ?? 0 } }] })}`
  const count = waiting?.totalDocs ?? 0
  return (
    <section
      className="agrofund-card agrofund-assistant-queue"
      data-testid="assistant-waiting-queue"
      data-count={waiting ? count : undefined}
    >
      <header className="agrofund-assistant-queue__header">
        <h2>
          {interfaceText(i18n, 'waitingQueue')}
          {waiting ? (
            <span className={`agrofund-pill${count > 0 ? ' agrofund-assistant-queue__alert' : ''}`}>{count}</span>
          ) : null}
        </h2>
        {mine === null ? null : (
          <a href={mineUrl} data-testid="assistant-mine" data-count={mine}>
            {interfaceText(i18n, 'mine', { count: mine })}
          </a>
        )}
      </header>
      {offline ? <p className="agrofund-assistant__error">{interfaceText(i18n, 'offline')}</p> : null}
      {!waiting ? (
        <p className="agrofund-assistant__muted">{interfaceText(i18n, 'loading')}</p>
      ) : waiting.docs.length === 0 ? (
        <p className="agrofund-assistant__muted" data-testid="assistant-nobody-waiting">
          {interfaceText(i18n, 'nobodyWaiting')}
        </p>
      ) : (
        <table className="agrofund-table">
          <thead>
            <tr>
              <th>{interfaceText(i18n, 'waited')}</th>
              <th>{interfaceText(i18n, 'language')}</th>
              <th>{interfaceText(i18n, 'firstWords')}</th>
            </tr>
          </thead>
          <tbody>
            {waiting.docs.map((session) => (
              <tr key={session.id} data-session-id={session.id}>
                <td className="agrofund-assistant-queue__waited" title={session.waitingSince ?? undefined}>
                  {waitedFor(i18n, session.waitingSince, now)}
                </td>
                <td>
                  <span className="agrofund-assistant__lang">{(session.lang ?? '').toUpperCase()}</span>
                </td>
                <td>
                  <a href={`${admin}/collections/assistant-sessions/${session.id}`}>
                    {session.title || `#${session.id}`}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
