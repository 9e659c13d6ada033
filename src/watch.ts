import { type FSWatcher, watch } from 'node:fs'
import { basename, dirname } from 'node:path'
import type { Mock } from './engine/mock.js'
import { readFixtureFile } from './fixture-files.js'

/**
 * Reloads the fixture file when it changes on disk: the folder is watched, so editors that save by
 * renaming a temporary file are seen too. A valid document replaces the baseline (and the default
 * tenant's state) at once; an invalid one is reported and the running state is kept.
 */
export function watchFixtures(mock: Mock, file: string, report: (line: string) => void): FSWatcher {
  let timer: NodeJS.Timeout | undefined
  const reload = async () => {
    try {
      mock.replaceBaseline(await mock.prepareWorld(readFixtureFile(file), file))
      const counts = mock.tenant().state.counts()
      report(`reloaded ${file}: ${counts.contacts} contacts, ${counts.groups} groups, ${counts.messages} messages`)
    } catch (error) {
      report(`kept the running state: ${(error as Error).message}`)
    }
  }
  const watcher = watch(dirname(file), (_event, name) => {
    if (name !== basename(file)) return
    clearTimeout(timer)
    timer = setTimeout(reload, 100)
  })
  return watcher
}
