import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [index('routes/groups.tsx'), route('groups/:id', 'routes/group.tsx')] satisfies RouteConfig
