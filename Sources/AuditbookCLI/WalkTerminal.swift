import AuditbookKit
import Foundation

/// A key the walk reads.
public enum WalkKey: Equatable, Sendable {
    case character(Character)
    case interrupt
    case end
}

/// The walk's terminal I/O, behind a protocol so tests drive it with a script.
public protocol WalkTerminal: AnyObject {
    /// One key per answer on a terminal; one line per command otherwise.
    var isInteractive: Bool { get }
    var useColor: Bool { get }
    /// Width to wrap prose at; 0 leaves lines as they are.
    var columns: Int { get }
    func write(_ text: String)
    func readKey() -> WalkKey
    /// A line of text, or nil at end of input or on Ctrl-C.
    func readLine(prompt: String) -> String?
    /// Whether the last `readLine` that returned nil was cancelled with Esc (the walk goes on)
    /// rather than ended (the walk stops).
    var lastLineWasCancelled: Bool { get }
}

/// The process's own terminal: raw mode for single keys on a TTY, lines otherwise.
public final class ProcessTerminal: WalkTerminal {
    public let isInteractive: Bool
    public let useColor: Bool
    public var columns: Int {
        guard isatty(STDOUT_FILENO) == 1 else { return 0 }
        var size = winsize()
        return ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : 0
    }
    private var original = termios()
    private var isRaw = false

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        isInteractive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        useColor = isatty(STDOUT_FILENO) == 1 && Console.allowsColor(environment)
        if isInteractive { tcgetattr(STDIN_FILENO, &original) }
    }

    deinit { restore() }

    /// Writes walk output; control characters in it are shown, never obeyed (`TerminalText`).
    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(TerminalText.visible(text, color: useColor).utf8))
    }

    public func readKey() -> WalkKey {
        guard isInteractive else {
            guard let line = Swift.readLine() else { return .end }
            return line.first.map { .character($0) } ?? .character("\n")
        }
        enterRaw()
        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        restore()
        if count <= 0 || byte == 0x04 { return .end }
        if byte == 0x03 { return .interrupt }
        if byte == 0x0D || byte == 0x0A { return .character("\n") }
        return .character(Character(Unicode.Scalar(byte)))
    }

    public private(set) var lastLineWasCancelled = false

    public func readLine(prompt: String) -> String? {
        write(prompt)
        lastLineWasCancelled = false
        guard isInteractive else { return Swift.readLine() }
        // On a terminal the line is edited here, in raw mode, so that Esc can cancel it
        // (a canonical-mode read would echo it as ^[ and keep it in the text).
        enterRaw()
        defer { restore() }
        var bytes: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
            switch byte {
            case 0x0D, 0x0A:
                write("\n")
                return String(decoding: bytes, as: UTF8.self)
            case 0x03:
                write("\n")
                return nil
            case 0x04 where bytes.isEmpty:
                write("\n")
                return nil
            case 0x1B:
                // An arrow or function key sends Esc and more bytes at once: ignore the
                // sequence. Esc alone cancels.
                if drainEscapeSequence() { continue }
                write("\n")
                lastLineWasCancelled = true
                return nil
            case 0x7F, 0x08:
                guard !bytes.isEmpty else { continue }
                // Remove one character: its continuation bytes, then its lead byte.
                while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
                if !bytes.isEmpty { bytes.removeLast() }
                write("\u{8} \u{8}")
            case 0x15:
                write(String(repeating: "\u{8} \u{8}", count: String(decoding: bytes, as: UTF8.self).count))
                bytes.removeAll()
            default:
                guard byte >= 0x20 else { continue }
                bytes.append(byte)
                FileHandle.standardOutput.write(Data([byte]))
            }
        }
    }

    /// Reads what follows an Esc within a moment; true when it was a key's escape sequence.
    private func drainEscapeSequence() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        var drained = false
        while poll(&descriptor, 1, 30) > 0 {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
            drained = true
        }
        return drained
    }

    private func enterRaw() {
        guard isInteractive, !isRaw else { return }
        var raw = original
        cfmakeraw(&raw)
        // Output is left as it was ("\n" still starts a new line); Ctrl-C arrives as a key.
        raw.c_oflag = original.c_oflag
        // By name: the slots differ between Linux (VMIN 6, VTIME 5) and Darwin (16, 17).
        withUnsafeMutableBytes(of: &raw.c_cc) { slots in
            slots[Int(VMIN)] = 1
            slots[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        isRaw = true
    }

    /// Leaves raw mode; safe to call more than once.
    public func restore() {
        guard isRaw else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        isRaw = false
    }
}

/// A terminal that plays a script of keys and lines, for tests.
public final class ScriptedTerminal: WalkTerminal {
    public let isInteractive: Bool
    public let useColor = false
    public let columns = 0
    private var inputs: [String]
    public private(set) var output = ""

    public init(_ inputs: [String], interactive: Bool = true) {
        self.inputs = inputs
        isInteractive = interactive
    }

    public func write(_ text: String) { output += text }

    public func readKey() -> WalkKey {
        guard !inputs.isEmpty else { return .end }
        let next = inputs.removeFirst()
        if next == "^C" { return .interrupt }
        return next.first.map { .character($0) } ?? .character("\n")
    }

    public private(set) var lastLineWasCancelled = false

    /// "^C" ends the input, "^[" (Esc) cancels the line.
    public func readLine(prompt: String) -> String? {
        output += prompt
        lastLineWasCancelled = false
        guard !inputs.isEmpty else { return nil }
        let next = inputs.removeFirst()
        if next == "^[" {
            lastLineWasCancelled = true
            return nil
        }
        return next == "^C" ? nil : next
    }
}
