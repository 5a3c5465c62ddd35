import type { ServerProps } from 'payload'
import React from 'react'
import { fundName, productName } from './brand.js'
import { Icon } from './Icon.js'

/** The login page's logo: the fund's mark and name in the interface language. */
export function Logo({ i18n }: Partial<ServerProps>) {
  const name = fundName[(i18n?.language ?? 'uz') as keyof typeof fundName] ?? fundName.uz
  return (
    <div className="agrofund-logo">
      <Icon />
      <div>
        <div className="agrofund-logo__name">{name}</div>
        <div className="agrofund-logo__product">{productName}</div>
      </div>
    </div>
  )
}
