'use client'
import { useListQuery, useTranslation } from '@payloadcms/ui'
import React, { useState } from 'react'
import { interfaceText } from '../../i18n/interfaceText.js'
import { postStateIn, postStateLabel, postStates, postStateWhere, type PostState } from '../../access/postState.js'

/** Above the posts list: show only the published, the scheduled or the hidden posts, as of the moment it is chosen. */
export function PostStateFilter() {
  const { query, handleWhereChange } = useListQuery()
  const { i18n } = useTranslation()
  const [state, setState] = useState<PostState | ''>(() => postStateIn(query.where))
  const choose = (next: PostState | '') => {
    setState(next)
    void handleWhereChange?.(next ? postStateWhere(next) : {})
  }
  return (
    <div className="agrofund-filters" data-testid="post-state-filter">
      <label className="agrofund-filters__item">
        <span>{interfaceText(i18n, 'postStateOnSite')}</span>
        <select name="state" value={state} onChange={(event) => choose(event.target.value as PostState | '')}>
          <option value="">{interfaceText(i18n, 'any')}</option>
          {postStates.map((value) => (
            <option key={value} value={value}>
              {postStateLabel(value, i18n.language)}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
