import React from 'react'

/** The fund's mark: a wheat ear in a green disc (navigation, browser tab). */
export function Icon() {
  return (
    <svg
      className="agrofund-icon"
      width="28"
      height="28"
      viewBox="0 0 64 64"
      role="img"
      aria-label="Agrofund"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="32" cy="32" r="31" fill="#1f7a3a" />
      <path d="M32 54V20" stroke="#f4d35e" strokeWidth="3" strokeLinecap="round" />
      {[22, 30, 38].map((y) => (
        <g key={y} fill="#f4d35e">
          <ellipse cx="25.5" cy={y} rx="6" ry="3.2" transform={`rotate(-35 25.5 ${y})`} />
          <ellipse cx="38.5" cy={y} rx="6" ry="3.2" transform={`rotate(35 38.5 ${y})`} />
        </g>
      ))}
      <ellipse cx="32" cy="14" rx="3.2" ry="6" fill="#f4d35e" />
    </svg>
  )
}
