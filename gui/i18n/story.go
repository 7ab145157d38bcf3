package i18n

import "backtracklab/engine/story"

// Say tells m in the language in use: the narration of a step
// (engine/story), or any text kept as its key and values.
func Say(m story.Msg) string { return m.Tell(inUse().Tell) }
