// sink.hpp: a screen's messages, as its draw sends them. The draw holds a
// Sink and nothing else it can write to (besides the frame's record, ui.hpp);
// the shell applies what was sent, in order, after the frame is drawn.
#pragma once

#include <utility>
#include <vector>

namespace tl::app {

template <class Msg>
class Sink {
 public:
  explicit Sink(std::vector<Msg>& to) : to_(&to) {}
  void send(Msg m) const { to_->push_back(std::move(m)); }

 private:
  std::vector<Msg>* to_;
};

}  // namespace tl::app
