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

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
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

    public func readLine(prompt: String) -> String? {
        write(prompt)
        return Swift.readLine()
    }

    private func enterRaw() {
        guard isInteractive, !isRaw else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        raw.c_cc.16 = 1 // VMIN
        raw.c_cc.17 = 0 // VTIME
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

    public func readLine(prompt: String) -> String? {
        output += prompt
        guard !inputs.isEmpty else { return nil }
        let next = inputs.removeFirst()
        return next == "^C" ? nil : next
    }
}
