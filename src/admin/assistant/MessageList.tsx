'use client'
import { useTranslation } from '@payloadcms/ui'
import React, { useLayoutEffect, useRef } from 'react'
import { messageSenders } from '../../assistant/vocabulary.js'
import { formatDateTime } from '../format.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import { labelOf } from './text.js'

export interface Message {
  id: number
  sender: 'visitor' | 'bot' | 'operator'
  text: string
  createdAt: string
  author?: number | null
  sources?: { type?: string; id?: number; title?: string; url?: string | null }[] | null
}

/** Today's messages by their time alone, older ones with their date. */
const timeOf = (value: string) => {
  const date = new Date(value)
  const full = formatDateTime(value)
  return date.toDateString() === new Date().toDateString() ? full.slice(-5) : full
}

/**
 * A conversation as a chat: the visitor on the left, the fund's side (bot and operators) on the right, each message
 * with who wrote it and when; a bot answer names the records it was drawn from. Stays scrolled to the newest
 * message unless the operator has scrolled up to read.
 */
export function MessageList({ messages, names }: { messages: Message[] | null; names: Map<number, string> }) {
  const { i18n } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const pinned = useRef(true)
  const count = messages?.length ?? 0
  useLayoutEffect(() => {
    if (box.current && pinned.current) box.current.scrollTop = box.current.scrollHeight
  }, [count])
  const onScroll = () => {
    const element = box.current
    if (element) pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40
  }
  return (
    <div
      className="agrofund-assistant-chat"
      ref={box}
      onScroll={onScroll}
      data-testid="assistant-messages"
      data-count={messages ? count : undefined}
    >
      {!messages ? <p className="agrofund-assistant__muted">{interfaceText(i18n, 'loading')}</p> : null}
      {messages?.length === 0 ? <p className="agrofund-assistant__muted">{interfaceText(i18n, 'noMessages')}</p> : null}
      {messages?.map((message) => {
        const who =
          message.sender === 'operator' && message.author
            ? (names.get(message.author) ?? labelOf(messageSenders, 'operator', i18n))
            : labelOf(messageSenders, message.sender, i18n)
        const sources = message.sender === 'bot' ? (message.sources ?? []).filter((source) => source.title) : []
        return (
          <div
            key={message.id}
            className={`agrofund-assistant-chat__message agrofund-assistant-chat__message--${message.sender}`}
            data-message-id={message.id}
            data-sender={message.sender}
          >
            <div className="agrofund-assistant-chat__meta">
              <span className="agrofund-assistant-chat__who">{who}</span>
              <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
                {timeOf(message.createdAt)}
              </time>
            </div>
            <div className="agrofund-assistant-chat__text">{message.text}</div>
            {sources.length > 0 ? (
              <div className="agrofund-assistant-chat__sources">
                <span>{interfaceText(i18n, 'sources')}:</span>
                <ul>
                  {sources.map((source, index) => (
                    <li key={`${source.type}-${source.id}-${index}`}>
                      {source.url ? (
                        <a href={source.url} target="_blank" rel="noreferrer">
                          {source.title}
                        </a>
                      ) : (
                        source.title
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
