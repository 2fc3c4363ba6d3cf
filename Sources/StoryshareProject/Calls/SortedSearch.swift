extension RandomAccessCollection {
    /// The index of the first element `isBelow` does not hold for, in a collection ordered so that every element it
    /// holds for comes first (`endIndex` when it holds for all): found by halving. Every sorted lookup of the app
    /// model's readers (a line's tokens, the intents around a share, a window's values) is this one search.
    func firstIndex(notBelow isBelow: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isBelow(self[middle]) {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
