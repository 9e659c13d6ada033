import type { Template, Vocabulary } from './vocabulary.js'

const usernames = [
  '{name}.{last}',
  '{name}_{last}',
  '{name}{last}',
  '{name}{num}',
  '{name}.{last}{num}',
  '{name}_{noun}',
  '{adj}_{name}',
  '{name}{last}{num}',
]

const groupNames = [
  '{last}-{last} family',
  '{city} {noun} club',
  '{^adj} {city} crew',
  'Weekend in {city} with {name}',
  "{name} {last}'s birthday",
  '{name} & {name}',
  'Team {^adj} {^noun}',
  'Project {^adj} {^noun}',
  '{^adj} {noun} club',
  "{name}'s {noun} squad",
  '{dish} lovers of {city}',
  '{city} trip {num}',
  '{^adj} {noun} fans',
  'Hiking around {city} with {name}',
  '{last} & {last} office',
  '{^adj} {noun}s',
]

interface FileKind<T> {
  readonly type: string
  /** The extension of its names, which its URLs end with too. */
  readonly ext: string
  readonly names: readonly T[]
  readonly min: number
  readonly max: number
}

const kind = (type: string, names: string[], min: number, max: number): FileKind<string> => ({
  type,
  ext: names[0].slice(names[0].lastIndexOf('.')),
  names,
  min,
  max,
})

/** Files people send, with names that go with their types; photos most often. */
const fileKinds: FileKind<string>[] = [
  kind('image/jpeg', ['IMG_{digits}.jpg', 'PXL_2025{num}{num}_{digits}{num}.jpg', '{noun}-{city}.jpg'], 40e3, 6e6),
  kind('image/jpeg', ['IMG_{digits}.jpg', 'photo_{digits}.jpg', '{name} and {name}.jpg'], 40e3, 6e6),
  kind(
    'image/png',
    ['Screenshot 2025-{num}{num} at {num}.{num}.png', '{noun}-{noun}.png', 'image ({digits}).png'],
    20e3,
    3e6,
  ),
  kind('image/heic', ['IMG_{digits}.heic', 'IMG_{digits} ({num}).heic'], 500e3, 5e6),
  kind('image/gif', ['{adj}-{noun}.gif', '{interj}.gif'], 50e3, 8e6),
  kind(
    'application/pdf',
    ['{^noun} {noun} {num}.pdf', 'invoice-{digits}{num}.pdf', '{last}_{noun}_v{num}.pdf'],
    20e3,
    5e6,
  ),
  kind(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ['{^noun} notes ({name}).docx', '{noun}-draft-{num}.docx'],
    10e3,
    2e6,
  ),
  kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['{noun}_budget_{num}.xlsx'], 10e3, 3e6),
  kind(
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ['{^adj} {noun} deck.pptx'],
    200e3,
    8e6,
  ),
  kind('video/mp4', ['VID_2025{num}{num}_{digits}.mp4', '{noun}.mp4'], 1e6, 8e6),
  kind('video/quicktime', ['{^noun} {city}.mov'], 1e6, 8e6),
  kind('audio/mp4', ['voice-message-{digits}.m4a', 'audio_{name}_{digits}.m4a'], 5e3, 900e3),
  kind('audio/mpeg', ['{song}.mp3'], 2e6, 8e6),
  kind('application/zip', ['{noun}-{noun}.zip'], 50e3, 8e6),
  kind('text/csv', ['{noun}-export-{digits}.csv'], 1e3, 500e3),
  kind('text/plain', ['{noun} notes.txt', 'todo-{name}.txt'], 1e3, 50e3),
]

export interface File {
  readonly url: string
  readonly filename: string
  readonly content_type: string
  readonly size: number
}

/** Usernames, group names and files, made per record from the world's vocabulary. */
export class NameMaker {
  private readonly usernames: Template[]
  private readonly groupNames: Template[]
  private readonly fileKinds: FileKind<Template>[]
  private readonly site: Template

  constructor(private readonly words: Vocabulary) {
    this.usernames = usernames.map((t) => words.template(t))
    this.groupNames = groupNames.map((t) => words.template(t))
    this.fileKinds = fileKinds.map((k) => ({ ...k, names: k.names.map((t) => words.template(t)) }))
    this.site = words.template('https://{domain}/files/')
  }

  /** A username like faker's (`Clayton.Beier`, `Karla42`), from the world's names: rarely the same twice. */
  username(): string {
    return this.words.fill(this.words.pick(this.usernames))
  }

  /** A group's name, at most 100 characters (the schema's limit). */
  groupName(): string {
    const name = this.words.fill(this.words.pick(this.groupNames))
    return name.length <= 100 ? name : name.slice(0, 100)
  }

  /** A file whose name, type and size go together, at a URL of its own (named by `id`). */
  file(id: string): File {
    const w = this.words
    const k = w.pick(this.fileKinds)
    return {
      url: `${w.fill(this.site)}${id}${k.ext}`,
      filename: w.fill(w.pick(k.names)),
      content_type: k.type,
      size: w.int(k.min, k.max),
    }
  }
}
