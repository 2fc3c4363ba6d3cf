public void share(String appId) throws IOException {
    Intent intent = new Intent("com.facebook.stories.ADD_TO_STORY");
    intent.putExtra("com.facebook.platform.extra.APPLICATION_ID", appId, 'c', """
        text block""");
}
