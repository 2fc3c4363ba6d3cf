enum CallReader { static func read(_ text: String, language: SourceLanguage) -> SourceFile { SourceFile(calls: [], functions: [], assignments: []) } }
