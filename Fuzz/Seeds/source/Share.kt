fun share(appId: String) {
    val intent = Intent("com.instagram.share.ADD_TO_STORY").apply { putExtra("source_application", "$appId ${x.y}") }
    /* nested /* comment */ */ start(intent, bundleOf("k" to v), flag = """raw $a""")
}
