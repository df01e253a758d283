#pragma once

// What one test function builds, deleted in the reverse order of its making: a model before the
// cache it reads, everything before the backend. init() makes, cleanup() calls clear().

#include <functional>
#include <utility>
#include <vector>

namespace webshop::test {

class Owned
{
public:
    Owned() = default;
    Owned(const Owned &) = delete;
    Owned &operator=(const Owned &) = delete;
    ~Owned() { clear(); }

    template<class T, class... Args>
    T *make(Args &&...args)
    {
        T *object = new T(std::forward<Args>(args)...);
        m_deleters.emplace_back([object] { delete object; });
        return object;
    }

    void clear()
    {
        while (!m_deleters.empty()) {
            const std::function<void()> deleter = std::move(m_deleters.back());
            m_deleters.pop_back();
            deleter();
        }
    }

private:
    std::vector<std::function<void()>> m_deleters;
};

} // namespace webshop::test
