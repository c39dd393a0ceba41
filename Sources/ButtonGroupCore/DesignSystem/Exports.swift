// ButtonGroupCore is the whole core in one import: the foundations, the token store and every
// component, with the built-in design system.
@_exported import BGFoundations
@_exported import BGTokens
@_exported import BGGroup
@_exported import BGButton
@_exported import BGControl
@_exported import BGRender
