#ifndef WAYPOINT_THREAD_SLOT_H
#define WAYPOINT_THREAD_SLOT_H

/// One pointer per thread: the navigation frame of the reduction running on the thread.
///
/// Waypoint's NavigationContext owns its meaning. A C thread-local is a plain load or store,
/// where Swift has no thread-local storage of its own and pthread keys cost a call each way.
extern _Thread_local void *_Nullable waypoint_thread_slot;

/// The slot's value on the running thread.
static inline void *_Nullable waypoint_thread_slot_get(void) {
  return waypoint_thread_slot;
}

/// Sets the slot's value on the running thread.
static inline void waypoint_thread_slot_set(void *_Nullable value) {
  waypoint_thread_slot = value;
}

#endif
