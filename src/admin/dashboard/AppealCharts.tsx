'use client'
import React from 'react'
import { Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts'

/** What the server counted (src/dashboard/figures.ts) and the words to show it with, in the interface language. */
export interface AppealChartsProps {
  months: { month: string; label: string; received: number; answered: number }[]
  open: { status: string; label: string; count: number; href: string }[]
  words: { byMonth: string; received: string; answered: string; openByStatus: string; total: string }
}

const colours = { received: '#2f6fb5', answered: '#3a9a5b', new: '#c98a12', in_progress: '#6b7785' } as const
/** The widest a chart is drawn; on a narrower screen it takes the width it has (`responsive`). */
const maxWidth = 520
const size = (height: number) => ({ width: '100%', maxWidth, height })

const seriesOrder = ['received', 'answered']

/**
 * The appeals charts of the dashboard: received and answered per month over 12 months, and open appeals by status.
 * Drawn in the browser by Recharts (bundled with the admin UI, no CDN) from numbers computed on the server; each chart
 * carries its figures as data attributes and as a table (the open appeals' one links into the queue).
 */
export function AppealCharts({ months, open, words }: AppealChartsProps) {
  return (
    <>
      <figure
        className="agrofund-chart"
        data-testid="chart-appeals-by-month"
        data-received={months.map((m) => m.received).join(',')}
        data-answered={months.map((m) => m.answered).join(',')}
      >
        <figcaption>{words.byMonth}</figcaption>
        <BarChart
          responsive
          style={size(240)}
          data={months}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} angle={-30} textAnchor="end" height={44} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          {/* Received before answered, as the bars stand (the default sorts the labels alphabetically, per language). */}
          <Legend itemSorter={(item) => seriesOrder.indexOf(String(item.dataKey))} />
          <Bar dataKey="received" name={words.received} fill={colours.received} isAnimationActive={false} />
          <Bar dataKey="answered" name={words.answered} fill={colours.answered} isAnimationActive={false} />
        </BarChart>
        <FiguresTable
          head={['', words.received, words.answered]}
          rows={months.map((m) => [m.label, m.received, m.answered])}
          screenReaderOnly
        />
      </figure>
      <figure
        className="agrofund-chart"
        data-testid="chart-open-by-status"
        data-counts={open.map((s) => `${s.status}:${s.count}`).join(',')}
      >
        <figcaption>{words.openByStatus}</figcaption>
        <BarChart
          responsive
          style={size(140)}
          data={open}
          layout="vertical"
          margin={{ top: 8, right: 24, bottom: 0, left: 24 }}
          accessibilityLayer
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" name={words.openByStatus} isAnimationActive={false}>
            {open.map((entry) => (
              <Cell key={entry.status} fill={colours[entry.status as keyof typeof colours] ?? colours.in_progress} />
            ))}
          </Bar>
        </BarChart>
        <FiguresTable
          head={['', words.total]}
          rows={open.map((s) => [s.label, s.count])}
          links={open.map((s) => s.href)}
        />
      </figure>
    </>
  )
}

/** The chart's figures as a table: under the chart with links into the queue, or for screen readers only. */
function FiguresTable({
  head,
  rows,
  links,
  screenReaderOnly,
}: {
  head: string[]
  rows: (string | number)[][]
  links?: string[]
  screenReaderOnly?: boolean
}) {
  return (
    <table
      className={
        screenReaderOnly ? 'agrofund-chart__figures agrofund-chart__figures--hidden' : 'agrofund-chart__figures'
      }
    >
      <thead>
        <tr>
          {head.map((text, index) => (
            <th key={index}>{text}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{column === 0 && links ? <a href={links[index]}>{cell}</a> : cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
