'use client'
import {
  Button,
  ConfirmationModal,
  useAuth,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import React, { useCallback, useEffect, useRef, useState } from 'react'
import { isOpenSession, sessionStatuses, type SessionStatus } from '../../assistant/vocabulary.js'
import { MessageList, type Message } from './MessageList.js'
import { rest, usePolling, type RestResult } from './rest.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { labelOf } from './text.js'
import './assistant.scss'

const POLL_MS = 3000
/** The longest operator reply, as the public API allows a visitor's message (contract 4.14). */
const MAX_REPLY = 2000

type Person = { id: number; name?: string | null; email?: string | null }

interface Session {
  id: number
  status: SessionStatus
  operator?: Person | number | null
  waitingSince?: string | null
  lastMessageAt?: string | null
}

const idOf = (value: Person | number | null | undefined) =>
  value && typeof value === 'object' ? value.id : (value ?? null)
const nameOf = (person: Person) => person.name || person.email || `#${person.id}`

/** The fields of the edit form that the conversation moves on by itself, and the form must not send back stale. */
const followedFields = (session: Session): Record<string, unknown> => ({
  status: session.status,
  operator: idOf(session.operator),
  waitingSince: session.waitingSince ?? null,
  lastMessageAt: session.lastMessageAt ?? null,
})

/**
 * The operators' console on a conversation's edit page: the messages, polled as the visitor writes, a reply box and
 * the take over / release / close actions. Everything goes through Payload's REST API in the operator's session, so
 * the collection hooks decide who the conversation is with and audit it; this component only asks and shows.
 */
export const Conversation: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const api = config.routes.api
  const { dispatchFields, getDataByPath } = useForm()
  const formModified = useFormModified()
  const { openModal } = useModal()
  const [messages, setMessages] = useState<Message[] | null>(null)
  const [session, setSession] = useState<Session | null>(null)
  const [names, setNames] = useState<Map<number, string>>(() => new Map())
  const [reply, setReply] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [offline, setOffline] = useState(false)
  const lastId = useRef(0)
  const asked = useRef(new Set<number>())
  const modifiedRef = useRef(formModified)
  modifiedRef.current = formModified

  /** Keeps the form's copy of the status and operator current, unless the operator is editing the form themselves. */
  const followInForm = useCallback(
    (doc: Session) => {
      if (modifiedRef.current) return
      for (const [path, value] of Object.entries(followedFields(doc))) {
        if ((getDataByPath(path) ?? null) !== value)
          dispatchFields({ type: 'UPDATE', path, value, initialValue: value })
      }
    },
    [dispatchFields, getDataByPath],
  )

  const refresh = useCallback(async () => {
    if (id === undefined || id === null) return
    const after = lastId.current
    const [found, doc] = await Promise.all([
      rest<{ docs: Message[] }>(
        `${api}/assistant-messages?where[session][equals]=${id}&where[id][greater_than]=${after}&sort=id&limit=0&depth=0`,
      ),
      rest<Session>(
        `${api}/assistant-sessions/${id}?depth=1&select[status]=true&select[operator]=true&select[waitingSince]=true&select[lastMessageAt]=true` +
          '&populate[users][name]=true&populate[users][email]=true',
      ),
    ])
    setOffline(!found.ok && found.status === 0)
    if (found.ok) {
      const fresh = found.body.docs.filter((message) => message.id > lastId.current)
      if (fresh.length > 0) lastId.current = fresh[fresh.length - 1].id
      // A manual refresh may race a poll: the id keeps each message once.
      setMessages((current) => {
        const known = new Set((current ?? []).map((message) => message.id))
        return [...(current ?? []), ...fresh.filter((message) => !known.has(message.id))]
      })
    }
    if (doc.ok) {
      setSession(doc.body)
      followInForm(doc.body)
    }
  }, [api, id, followInForm])
  usePolling(refresh, POLL_MS)

  // Operators' names for their messages: the session's own operator comes populated, colleagues are looked up once.
  useEffect(() => {
    const operator = session?.operator
    const known = new Map(names)
    if (operator && typeof operator === 'object' && !known.has(operator.id)) known.set(operator.id, nameOf(operator))
    const missing = [...new Set((messages ?? []).map((message) => message.author ?? 0))].filter(
      (author) => author > 0 && !known.has(author) && !asked.current.has(author),
    )
    if (known.size !== names.size) setNames(known)
    if (missing.length === 0) return
    missing.forEach((author) => asked.current.add(author))
    void rest<{ docs: Person[] }>(
      `${api}/users?where[id][in]=${missing.join(',')}&depth=0&limit=${missing.length}&select[name]=true&select[email]=true`,
    ).then((result) => {
      if (result.ok)
        setNames(
          (current) => new Map([...current, ...result.body.docs.map((person) => [person.id, nameOf(person)] as const)]),
        )
    })
  }, [api, messages, names, session])

  if (id === undefined || id === null) return null

  const act = async (request: () => Promise<RestResult<unknown>>) => {
    setBusy(true)
    setError(null)
    const result = await request()
    if (!result.ok)
      setError(
        result.message === null
          ? interfaceText(i18n, 'offline')
          : interfaceText(i18n, 'failed', { message: result.message }),
      )
    await refresh()
    setBusy(false)
    return result.ok
  }
  const setStatus = (status: SessionStatus) =>
    act(() =>
      rest(`${api}/assistant-sessions/${id}?depth=0`, {
        method: 'PATCH',
        body: status === 'operator' ? { status, operator: user?.id } : { status },
      }),
    )
  const send = async () => {
    const text = reply.trim()
    if (!text || text.length > MAX_REPLY) return
    if (
      await act(() =>
        rest(`${api}/assistant-messages?depth=0`, { method: 'POST', body: { session: Number(id), text } }),
      )
    )
      setReply('')
  }

  const status = session?.status
  const closed = session !== null && session !== undefined && !isOpenSession(session)
  const mine = status === 'operator' && idOf(session?.operator) === user?.id
  const operator = session?.operator
    ? (names.get(idOf(session.operator)!) ?? `#${idOf(session.operator)}`)
    : interfaceText(i18n, 'nobody')
  const ready = Boolean(session) && !busy
  const length = reply.trim().length
  const modal = `assistant-close-${id}`

  return (
    <div className="field-type agrofund-assistant" data-testid="assistant-conversation" data-status={status}>
      <div className="agrofund-assistant__state">
        <span>
          {interfaceText(i18n, 'status')}:{' '}
          <span
            className={`agrofund-assistant-status agrofund-assistant-status--${status ?? 'unknown'}`}
            data-testid="assistant-status"
            data-status={status}
          >
            {status ? labelOf(sessionStatuses, status, i18n) : '…'}
          </span>
        </span>
        <span data-testid="assistant-operator">
          {interfaceText(i18n, 'operator')}: <strong>{operator}</strong>
        </span>
      </div>
      <MessageList messages={messages} names={names} />
      {closed ? <p className="agrofund-assistant__muted">{interfaceText(i18n, 'closedNotice')}</p> : null}
      <label className="agrofund-assistant__reply">
        <span>{interfaceText(i18n, 'reply')}</span>
        <textarea
          data-testid="assistant-reply"
          rows={3}
          maxLength={MAX_REPLY}
          value={reply}
          disabled={!ready || closed}
          onChange={(event) => setReply(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault()
              void send()
            }
          }}
        />
        <span className="agrofund-assistant__muted">
          {interfaceText(i18n, 'replyHint')} {length}/{MAX_REPLY}
        </span>
      </label>
      {error ? (
        <p className="agrofund-assistant__error" role="alert" data-testid="assistant-error">
          {error}
        </p>
      ) : null}
      {offline && !error ? <p className="agrofund-assistant__error">{interfaceText(i18n, 'offline')}</p> : null}
      <div className="agrofund-assistant__actions">
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          disabled={!ready || closed || length === 0 || length > MAX_REPLY}
          onClick={() => void send()}
        >
          {interfaceText(i18n, 'send')}
        </Button>
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          disabled={!ready || closed || mine}
          onClick={() => void setStatus('operator')}
        >
          {interfaceText(i18n, 'takeOver')}
        </Button>
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          disabled={!ready || (status !== 'operator' && status !== 'waiting')}
          onClick={() => void setStatus('bot')}
        >
          {interfaceText(i18n, 'release')}
        </Button>
        <Button
          buttonStyle="secondary"
          className="agrofund-assistant__close"
          size="medium"
          margin={false}
          disabled={!ready || closed}
          onClick={() => openModal(modal)}
        >
          {interfaceText(i18n, 'close')}
        </Button>
      </div>
      <ConfirmationModal
        modalSlug={modal}
        heading={interfaceText(i18n, 'closeHeading')}
        body={interfaceText(i18n, 'closeBody')}
        confirmLabel={interfaceText(i18n, 'close')}
        onConfirm={async () => {
          await setStatus('closed')
        }}
      />
    </div>
  )
}
