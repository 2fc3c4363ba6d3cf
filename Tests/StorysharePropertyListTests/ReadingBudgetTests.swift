import Foundation
import Testing

@testable import StorysharePropertyList

/// What a read came to: the value's type name, or the error's case name.
private func outcome(_ bytes: [UInt8], budgetAllowance: Int = DecodingBudget.allowance) -> String {
    do {
        return "read " + (try PropertyListReader.read(bytes, budgetAllowance: budgetAllowance)).typeName
    } catch {
        return error.caseName
    }
}

/// Reads `bytes` with a budget of only twice their size, returning the error or nil.
private func tightReadError(_ bytes: [UInt8]) -> PropertyListError? {
    do {
        _ = try PropertyListReader.read(bytes, budgetAllowance: 0)
        return nil
    } catch {
        return error
    }
}

@Suite("Reading is bounded by the input's size")
struct ReadingBudgetTests {
    @Test("the budget: twice the input plus 8 MiB, saturating; a refused charge charges nothing")
    func arithmetic() {
        var budget = DecodingBudget(inputLength: 1000)
        #expect(budget.limit == 2000 + 8 * 1024 * 1024)
        let charges = [
            budget.charge(budget.limit - 10), budget.charge(11), budget.used == budget.limit - 10,
            budget.total(adding: 11) == budget.limit + 1,
        ]
        budget.release(100)
        let afterRelease = [budget.charge(11), budget.charge(Int.max), budget.total(adding: Int.max) == Int.max]
        #expect(charges == [true, false, true, true])
        #expect(afterRelease == [true, false, true])
        #expect(DecodingBudget.limit(forInputLength: Int.max) == Int.max)
        #expect(DecodingBudget.limit(forInputLength: -5) == DecodingBudget.allowance)
    }

    @Test("hashing a key costs its length, plus the square of each run of combining marks out of order")
    func keyHashing() {
        #expect(DecodingBudget.keyHashing("") == 0)
        #expect(DecodingBudget.keyHashing("com.facebook.sharedSticker.appID") == 32)
        #expect(DecodingBudget.keyHashing("café") == 5)
        // U+0316 (class 220) before U+0301 (230) is canonical order; the reverse is not.
        #expect(DecodingBudget.keyHashing("a\u{316}\u{301}") == 5)
        #expect(DecodingBudget.keyHashing("a\u{301}\u{316}") == 5 + 1)
        #expect(DecodingBudget.keyHashing("a\u{301}\u{316}b\u{301}\u{316}") == 10 + 1 + 1)
        let marks = String(repeating: "\u{301}", count: 500) + String(repeating: "\u{316}", count: 500)
        #expect(DecodingBudget.keyHashing("a" + marks) == 2001 + 1000 * 999 / 2)
    }

    @Test("an array of millions of references to one object is refused from its count")
    func referencesRefusedFromTheCount() throws {
        let bytes = HostileInput.binaryReferences.bytes(size: 4_000_000)
        let count = 4_000_000 - 60
        let clock = ContinuousClock()
        var error: PropertyListError?
        let elapsed = clock.measure {
            error = readError(bytes)
        }
        // The table of two decoded objects, then the array's box and storage.
        let total = DecodingBudget.array(count: 2) + DecodingBudget.box + DecodingBudget.array(count: count)
        let limit = 2 * bytes.count + DecodingBudget.allowance
        #expect(
            error
                == .binaryOverBudget(
                    object: 0, offset: 8, value: "an array of \(count) elements", total: total, limit: limit))
        #expect(
            error?.message
                == "binary plist: object 0 at offset 8, an array of \(count) elements, would bring decoding to"
                + " \(total) bytes, over the limit of \(limit) bytes for this input (twice its size plus 8 MiB)")
        // Refused before the references are read.
        #expect(elapsed < .milliseconds(100), "took \(elapsed)")
    }

    /// The hostile inputs a budget of twice their size lets through; every other one is refused by
    /// the budget.
    static let readWithinBudget: Set<HostileInput> = [.binaryUTF16String]

    @Test("every hostile input is read within the budget or refused by it", arguments: HostileInput.allCases)
    func hostileOutcome(input: HostileInput) {
        // Without the 8 MiB allowance, 256 KB inputs meet the budget as big inputs would.
        let result = outcome(input.bytes(size: 256 * 1024), budgetAllowance: 0)
        let expected =
            Self.readWithinBudget.contains(input)
            ? ["read string", "read data", "read array"]
            : ["binaryOverBudget", "textOverBudget"]
        #expect(expected.contains(result), "\(input): \(result)")
    }

    @Test("a string, number or data object shared by many references is decoded once")
    func sharedLeaves() throws {
        // Object 0: [1, 1, …, 2, 2, …]; 1: 100 KB of data; 2: an integer.
        var file = BinaryFileBuilder()
        file.startObject()
        file.appendHeader(0xA0, count: 2000)
        file.append([0x01], times: 1000)
        file.append([0x02], times: 1000)
        file.startObject()
        file.appendHeader(0x40, count: 100_000)
        file.append(Samples.bytes(100_000))
        file.startObject()
        file.append([0x10, 0x07])
        let elements = try #require(try PropertyListReader.read(file.finished(referenceWidth: 1)).arrayValue)
        #expect(elements.count == 2000)
        // 1000 copies would be 100 MB, far over this 100 KB input's budget; one is shared instead.
        var addresses: Set<UInt> = []
        for element in elements.prefix(1000) {
            guard case .data(.bytes(let bytes)) = element else {
                Issue.record("not data: \(element.typeName)")
                return
            }
            let address = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            addresses.insert(address)
        }
        #expect(addresses.count == 1)
        let integers = elements.suffix(1000)
        #expect(integers.allSatisfy { $0 == .integer(7) })
    }

    // MARK: Memory, measured

    /// The hostile inputs whose memory is measured: at 8 MB, the references that cost 48 bytes
    /// each before the budget, sharing that multiplies, and those that are read or use the budget
    /// up (tiny values, UTF-16, base64 and escaped text decoded in two passes); at 1 MB, tiny
    /// values, where the 8 MiB allowance is most of the budget.
    static let measured: [(input: HostileInput, size: Int)] = [
        (.binaryReferences, 8_000_000), (.binaryNestedSharing, 8_000_000), (.binaryDistinctIntegers, 8_000_000),
        (.binaryUTF16String, 8_000_000),
    ]

    /// Reads each hostile input in a fresh process and holds its peak resident memory to the
    /// contract, 4N + 50 MB, and its growth over a process that reads a tiny plist to the design,
    /// the input plus the budget (3N + 8 MiB), with 8 MiB for malloc's own overhead.
    @Test(
        "reading N hostile bytes peaks under 4N + 50 MB (measured in child processes)",
        .enabled(if: ChildProcess.isAvailable, "needs Linux and python3"))
    func peakMemory() throws {
        if let path = ChildProcess.argument { return try Self.read(inChild: path) }
        let directory = try TemporaryDirectory()
        var paths = [try directory.write(Array("<plist><true/></plist>".utf8), to: "baseline.plist")]
        for (input, size) in Self.measured {
            paths.append(try directory.write(input.bytes(size: size), to: "\(input)-\(size)"))
        }
        let usages = try ChildProcess.measure(test: "ReadingBudgetTests/peakMemory", arguments: paths)
        let baseline = usages[0].peakBytes
        #expect(usages[0].status == 0)
        for (path, usage) in zip(paths.dropFirst(), usages.dropFirst()) {
            let length = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            let result = (try? String(contentsOfFile: path + ".outcome", encoding: .utf8)) ?? "no outcome"
            let growth = usage.peakBytes - baseline
            let perByte = String(format: "%.2f", Double(growth) / Double(length))
            let name = URL(fileURLWithPath: path).lastPathComponent
            let report = "\(name): \(result), peak \(usage.peakBytes / 1024) KiB, \(perByte) bytes per input byte"
            #expect(usage.status == 0, "\(report): exit \(usage.status)")
            #expect(usage.peakBytes <= 4 * length + 50_000_000, "\(report)")
            #expect(growth <= 3 * length + DecodingBudget.allowance + (8 << 20), "\(report)")
        }
    }

    /// What ``peakMemory()`` does in its children: reads the file at `path` and writes what came of it beside it.
    static func read(inChild path: String) throws {
        let result: String
        do {
            result = "read " + (try TestFiles.read(path)).typeName
        } catch {
            result = (error as? PropertyListError)?.caseName ?? "\(error)"
        }
        try result.write(toFile: path + ".outcome", atomically: false, encoding: .utf8)
    }

    // MARK: Time, measured

    /// Reads each hostile input at 32 KB and at 128 KB and checks the time grew about fourfold,
    /// not sixteenfold: thread CPU time (immune to other work competing for the cores), the best
    /// of three runs, against twice the linear factor, plus 5 ms for inputs read in no time.
    @Test("reading time grows linearly with the input", arguments: HostileInput.allCases)
    func linearTime(input: HostileInput) {
        func seconds(_ bytes: [UInt8]) -> Double {
            var best = Double.infinity
            for _ in 0..<3 {
                let start = threadCPUSeconds()
                _ = readError(bytes)
                best = min(best, threadCPUSeconds() - start)
            }
            return best
        }
        let small = seconds(input.bytes(size: 32 * 1024))
        let large = seconds(input.bytes(size: 128 * 1024))
        #expect(large <= 8 * small + 0.005, "\(input): \(small) s for 32 KB, \(large) s for 128 KB")
    }
}
