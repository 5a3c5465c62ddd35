import { afterEach, describe, expect, it } from 'vitest'
import { reportTimeZone } from '../../src/config/settings.js'

describe('REPORT_TIME_ZONE', () => {
  const saved = process.env.REPORT_TIME_ZONE
  afterEach(() => {
    if (saved === undefined) delete process.env.REPORT_TIME_ZONE
    else process.env.REPORT_TIME_ZONE = saved
  })

  it('is Tashkent unless set, and any IANA name when set', () => {
    delete process.env.REPORT_TIME_ZONE
    expect(reportTimeZone()).toBe('Asia/Tashkent')
    process.env.REPORT_TIME_ZONE = 'Europe/Moscow'
    expect(reportTimeZone()).toBe('Europe/Moscow')
  })

  it('refuses a name that is not a time zone (the start stops on it, not each report)', () => {
    process.env.REPORT_TIME_ZONE = 'Mars/Olympus'
    expect(() => reportTimeZone()).toThrow('REPORT_TIME_ZONE is not a time zone name: Mars/Olympus')
  })
})
