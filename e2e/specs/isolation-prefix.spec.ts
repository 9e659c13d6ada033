import { isolationTests } from './isolation.js'

isolationTests('prefix', ['dev', 'eve', 'farah'])
