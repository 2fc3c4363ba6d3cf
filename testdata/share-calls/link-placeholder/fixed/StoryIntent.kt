package dev.storyshare.fixture.tallyho.share

import android.app.Activity
import android.content.Intent
import android.net.Uri

class StoryIntent(private val activity: Activity) {
    fun shareToFacebook(background: Uri) {
        val intent = Intent("com.facebook.stories.ADD_TO_STORY")
        intent.putExtra("com.facebook.platform.extra.APPLICATION_ID", "4409127735180066")
        intent.setDataAndType(background, "image/jpeg")
        intent.putExtra("content_url", "https://tallyho.app/tally/today")
        intent.flags = Intent.FLAG_GRANT_READ_URI_PERMISSION
        activity.startActivity(intent)
    }
}
