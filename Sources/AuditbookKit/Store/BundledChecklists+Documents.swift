public enum BundledChecklists {
    public static let documents: [BundledDocument] = []
}
