import { packageFixtures } from './fixtures.gen.js'

/** Fixture documents by name, as a tenant loads them by name. */
export interface FixtureShelf {
  /** The names, sorted. */
  names(): string[]
  /** The document of a name `names()` lists; a FixtureError if it cannot be read. */
  read(name: string): unknown
}

/** The fixture name of a world given as a document rather than a file. */
export const givenInCode = 'a fixture document given in code'

/** The package's own named fixtures (fixtures/*.json), as data. */
export const packageShelf: FixtureShelf = {
  names: () => Object.keys(packageFixtures).sort(),
  read: (name) => structuredClone(packageFixtures[name]),
}
